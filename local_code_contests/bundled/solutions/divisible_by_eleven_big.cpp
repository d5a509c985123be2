#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int alt = 0, sign = 1;
    for (int i = (int)s.size() - 1; i >= 0; i--) { alt += sign * (s[i] - '0'); sign = -sign; }
    cout << (alt % 11 == 0 ? "YES" : "NO") << "\n";
}
