#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int n = s.size(), m = t.size();
    int need[26] = {0}, have[26] = {0};
    for (char c : t) ++need[c - 'a'];
    int count = 0;
    for (int i = 0; i < n; ++i) {
        ++have[s[i] - 'a'];
        if (i >= m) --have[s[i - m] - 'a'];
        if (i >= m - 1) {
            bool same = true;
            for (int c = 0; c < 26; ++c)
                if (have[c] != need[c]) same = false;
            if (same) ++count;
        }
    }
    cout << count << "\n";
    return 0;
}
