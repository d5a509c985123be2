// Deliberately wrong variant of solutions/balanced_halves.cpp: for odd lengths the middle character ends up in the second half.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), half = n / 2;
    int count[26] = {};
    for (int i = 0; i < half; ++i) ++count[s[i] - 'a'];
    for (int i = half; i < n; ++i) --count[s[i] - 'a'];
    bool ok = true;
    for (int i = 0; i < 26; ++i)
        if (count[i] != 0) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
