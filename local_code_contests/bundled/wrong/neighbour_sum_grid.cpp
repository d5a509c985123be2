// Bug: writes the new sums into the same table while scanning, so later cells see already-changed neighbours.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a) for (auto &x : row) cin >> x;
    int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            long long s = 0;
            for (int d = 0; d < 4; ++d) {
                int r = i + di[d], c = j + dj[d];
                if (r >= 0 && r < n && c >= 0 && c < m) s += a[r][c];
            }
            a[i][j] = s;
        }
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) cout << a[i][j] << (j + 1 < m ? " " : "\n");
    return 0;
}
