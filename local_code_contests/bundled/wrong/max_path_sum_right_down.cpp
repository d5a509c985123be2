// Bug: keeps the path sums in int, which overflows once a path collects more than about 2.1e9.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> a(n, vector<int>(m)), best(n, vector<int>(m, 0));
    for (auto &row : a) for (auto &x : row) cin >> x;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            int from = 0;
            if (i > 0 && j > 0) from = max(best[i - 1][j], best[i][j - 1]);
            else if (i > 0) from = best[i - 1][j];
            else if (j > 0) from = best[i][j - 1];
            best[i][j] = from + a[i][j];
        }
    cout << best[n - 1][m - 1] << "\n";
    return 0;
}
