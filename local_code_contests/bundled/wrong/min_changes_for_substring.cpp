// Deliberately wrong variant of solutions/min_changes_for_substring.cpp: off-by-one, never tries the last starting position.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int n = s.size(), m = t.size(), best = m;
    for (int i = 0; i < n - m; ++i) {
        int changes = 0;
        for (int j = 0; j < m; ++j)
            if (s[i + j] != t[j]) ++changes;
        best = min(best, changes);
    }
    cout << best << "\n";
    return 0;
}
