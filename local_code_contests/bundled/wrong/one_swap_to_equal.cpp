// Deliberately wrong variant of solutions/one_swap_to_equal.cpp: equal strings always give YES, even when no two letters are equal.
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
    bool ok = diff.empty() || (diff.size() == 2 && s[diff[0]] == t[diff[1]] && s[diff[1]] == t[diff[0]]);
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
