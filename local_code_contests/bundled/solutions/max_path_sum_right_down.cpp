#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m)), best(n, vector<long long>(m, 0));
    for (auto &row : a) for (auto &x : row) cin >> x;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            long long from = 0;
            if (i > 0 && j > 0) from = max(best[i - 1][j], best[i][j - 1]);
            else if (i > 0) from = best[i - 1][j];
            else if (j > 0) from = best[i][j - 1];
            best[i][j] = from + a[i][j];
        }
    cout << best[n - 1][m - 1] << "\n";
    return 0;
}
