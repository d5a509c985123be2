// Bug: checks only that each letter of s is always renamed the same way, not that different letters get different names.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int forward[26];
    for (int i = 0; i < 26; ++i) forward[i] = -1;
    bool ok = true;
    for (size_t i = 0; i < s.size(); ++i) {
        int a = s[i] - 'a', b = t[i] - 'a';
        if (forward[a] == -1) forward[a] = b;
        else if (forward[a] != b) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
