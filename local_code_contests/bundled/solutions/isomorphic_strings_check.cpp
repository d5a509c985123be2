#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int forward[26], backward[26];
    for (int i = 0; i < 26; ++i) forward[i] = backward[i] = -1;
    bool ok = true;
    for (size_t i = 0; i < s.size(); ++i) {
        int a = s[i] - 'a', b = t[i] - 'a';
        if (forward[a] == -1 && backward[b] == -1) {
            forward[a] = b;
            backward[b] = a;
        } else if (forward[a] != b || backward[b] != a) {
            ok = false;
        }
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
