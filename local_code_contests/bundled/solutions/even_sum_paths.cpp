#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    // ways[i][j][p]: paths from the top-left cell to (i, j) whose digit sum has parity p.
    vector<vector<vector<long long>>> ways(n, vector<vector<long long>>(m, vector<long long>(2, 0)));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            int d = (g[i][j] - '0') % 2;
            if (i == 0 && j == 0) {
                ways[0][0][d] = 1;
                continue;
            }
            for (int p = 0; p < 2; ++p) {
                long long from = 0;
                if (i > 0) from += ways[i - 1][j][p];
                if (j > 0) from += ways[i][j - 1][p];
                ways[i][j][(p + d) % 2] += from;
            }
        }
    cout << ways[n - 1][m - 1][0] << "\n";
    return 0;
}
