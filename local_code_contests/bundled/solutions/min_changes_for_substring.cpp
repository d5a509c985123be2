#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int n = s.size(), m = t.size(), best = m;
    for (int i = 0; i + m <= n; ++i) {
        int changes = 0;
        for (int j = 0; j < m; ++j)
            if (s[i + j] != t[j]) ++changes;
        best = min(best, changes);
    }
    cout << best << "\n";
    return 0;
}
