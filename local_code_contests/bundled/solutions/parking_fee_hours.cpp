#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string in, out;
    int a, b, c;
    cin >> in >> out >> a >> b >> c;
    int d = (stoi(out.substr(0, 2)) * 60 + stoi(out.substr(3, 2))) - (stoi(in.substr(0, 2)) * 60 + stoi(in.substr(3, 2)));
    int fee = 0;
    if (d > 15) {
        int hours = (d + 59) / 60;
        fee = min(c, a + b * (hours - 1));
    }
    cout << fee << "\n";
    return 0;
}
