// Deliberately wrong variant of solutions/reverse_integer.cpp: reverses the string and strips zeros, leaving nothing for n = 0.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool negative = s[0] == '-';
    if (negative) s = s.substr(1);
    reverse(s.begin(), s.end());
    while (!s.empty() && s[0] == '0') s.erase(0, 1);
    cout << (negative ? "-" : "") << s << "\n";
    return 0;
}
