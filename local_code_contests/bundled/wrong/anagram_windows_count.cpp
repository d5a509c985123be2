// Bug: only checks that every letter of the block occurs in t, not how many times.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int n = s.size(), m = t.size();
    bool inT[26] = {false};
    for (char c : t) inT[c - 'a'] = true;
    int count = 0;
    for (int i = 0; i + m <= n; ++i) {
        bool ok = true;
        for (int j = i; j < i + m; ++j)
            if (!inT[s[j] - 'a']) ok = false;
        if (ok) ++count;
    }
    cout << count << "\n";
    return 0;
}
