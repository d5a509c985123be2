// Bug: stops one minute early and never counts the display at t2.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string a, b;
    int d;
    cin >> a >> b >> d;
    int from = stoi(a.substr(0, 2)) * 60 + stoi(a.substr(3, 2));
    int to = stoi(b.substr(0, 2)) * 60 + stoi(b.substr(3, 2));
    long long total = 0;
    for (int t = from; t < to; ++t) {
        int h = t / 60, m = t % 60;
        int digits[4] = {h / 10, h % 10, m / 10, m % 10};
        for (int x : digits) total += (x == d);
    }
    cout << total << "\n";
    return 0;
}
