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
        int used = __builtin_popcount(mask);
        if (state == full && (best == -1 || used < best)) best = used;
    }
    cout << best << "\n";
    return 0;
}
