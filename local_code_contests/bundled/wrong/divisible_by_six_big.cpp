// Bug: stores the number in an unsigned 64-bit integer, which overflows for more than 19 digits.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    unsigned long long v = 0;
    for (char c : s) v = v * 10 + (c - '0');
    cout << (v % 6 == 0 ? "YES" : "NO") << "\n";
}
