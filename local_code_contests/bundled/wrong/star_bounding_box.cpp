// Bug: the cut-out width is c2 - c1, one column short, so the rightmost star column is lost.
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    int r1 = n, r2 = -1, c1 = m, c2 = -1;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (g[i][j] == '*') {
                r1 = min(r1, i), r2 = max(r2, i);
                c1 = min(c1, j), c2 = max(c2, j);
            }
    for (int i = r1; i <= r2; ++i) cout << g[i].substr(c1, max(1, c2 - c1)) << "\n";
    return 0;
}
