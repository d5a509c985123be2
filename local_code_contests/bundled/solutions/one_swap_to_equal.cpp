#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    vector<int> diff;
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] != t[i]) diff.push_back(i);
    bool ok = false;
    if (diff.empty()) {
        // Equal strings survive a swap only of two equal letters.
        vector<int> seen(26, 0);
        for (char ch : s)
            if (seen[ch - 'a']++) ok = true;
    } else if (diff.size() == 2) {
        ok = s[diff[0]] == t[diff[1]] && s[diff[1]] == t[diff[0]];
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
