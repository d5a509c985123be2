// Deliberately wrong variant of solutions/decimal_expansion.cpp: detects the period by a repeated digit instead of a repeated remainder.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << a / b;
    int r = a % b;
    if (r == 0) {
        cout << "\n";
        return 0;
    }
    vector<int> first_seen(10, -1);
    string digits;
    int start = -1;
    while (r != 0) {
        r *= 10;
        int d = r / b;
        r %= b;
        if (first_seen[d] != -1) {
            start = first_seen[d];
            break;
        }
        first_seen[d] = digits.size();
        digits += char('0' + d);
    }
    if (start == -1) {
        cout << "." << digits << "\n";
    } else {
        cout << "." << digits.substr(0, start) << "(" << digits.substr(start) << ")\n";
    }
    return 0;
}
