#include <iostream>
#include <string>
using namespace std;

int main() {
    string e;
    cin >> e;
    long long total = 0, cur = 0;
    int sign = 1;
    for (char c : e) {
        if (c == '+' || c == '-') {
            total += sign * cur;
            cur = 0;
            sign = (c == '+') ? 1 : -1;
        } else {
            cur = cur * 10 + (c - '0');
        }
    }
    total += sign * cur;
    cout << total << "\n";
    return 0;
}
