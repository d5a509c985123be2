#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
    int peaks = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            bool peak = true;
            for (int d = 0; d < 4; ++d) {
                int y = i + di[d], x = j + dj[d];
                if (y >= 0 && y < n && x >= 0 && x < m && a[y][x] >= a[i][j]) peak = false;
            }
            if (peak) ++peaks;
        }
    }
    cout << peaks << "\n";
    return 0;
}
