// Bug: stops at the first working set of switches in mask order, which need not use the fewest switches.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<int> sw(n, 0);
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        for (int j = 0; j < m; ++j)
            if (s[j] == '1') sw[i] |= 1 << j;
    }
    int full = (1 << m) - 1, best = -1;
    for (int mask = 0; mask < (1 << n); ++mask) {
        int state = 0;
        for (int i = 0; i < n; ++i)
            if (mask >> i & 1) state ^= sw[i];
        if (state == full) {
            best = __builtin_popcount(mask);
            break;
        }
    }
    cout << best << "\n";
    return 0;
}
