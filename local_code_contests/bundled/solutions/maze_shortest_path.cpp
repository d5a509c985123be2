#include <iostream>
#include <queue>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> grid(n);
    for (auto &row : grid) cin >> row;
    vector<vector<int>> dist(n, vector<int>(m, -1));
    queue<pair<int, int>> q;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (grid[i][j] == 'S') {
                dist[i][j] = 0;
                q.push({i, j});
            }
    const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
    while (!q.empty()) {
        auto [y, x] = q.front();
        q.pop();
        if (grid[y][x] == 'E') {
            cout << dist[y][x] << "\n";
            return 0;
        }
        for (int d = 0; d < 4; ++d) {
            int ny = y + di[d], nx = x + dj[d];
            if (ny >= 0 && ny < n && nx >= 0 && nx < m && grid[ny][nx] != '#' && dist[ny][nx] == -1) {
                dist[ny][nx] = dist[y][x] + 1;
                q.push({ny, nx});
            }
        }
    }
    cout << -1 << "\n";
    return 0;
}
