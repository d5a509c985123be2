// Bug: subtracts the prefix count up to l instead of l - 1, so s_l itself is never counted.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string s;
    int q;
    cin >> s >> q;
    int n = s.size();
    vector<vector<int>> pref(26, vector<int>(n + 1, 0));
    for (int c = 0; c < 26; ++c)
        for (int i = 0; i < n; ++i) pref[c][i + 1] = pref[c][i] + (s[i] - 'a' == c);
    while (q--) {
        int l, r;
        char c;
        cin >> l >> r >> c;
        cout << pref[c - 'a'][r] - pref[c - 'a'][l] << "\n";
    }
    return 0;
}
