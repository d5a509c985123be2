// Deliberately wrong variant of solutions/change_of_base.cpp: prints an empty line for the number 0.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    const string DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    int p, q;
    string s;
    cin >> p >> q >> s;
    unsigned long long value = 0;
    for (char c : s) value = value * p + DIGITS.find(c);
    string out;
    while (value > 0) {
        out += DIGITS[value % q];
        value /= q;
    }
    reverse(out.begin(), out.end());
    cout << out << "\n";
    return 0;
}
