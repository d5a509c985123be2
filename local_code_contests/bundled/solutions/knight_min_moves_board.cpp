#include <iostream>
#include <queue>
#include <vector>
#include <utility>
using namespace std;

int main() {
    int n, r1, c1, r2, c2;
    cin >> n >> r1 >> c1 >> r2 >> c2;
    vector<vector<int>> dist(n + 1, vector<int>(n + 1, -1));
    int dr[8] = {1, 1, -1, -1, 2, 2, -2, -2}, dc[8] = {2, -2, 2, -2, 1, -1, 1, -1};
    queue<pair<int, int>> q;
    dist[r1][c1] = 0;
    q.push({r1, c1});
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop();
        for (int d = 0; d < 8; ++d) {
            int a = r + dr[d], b = c + dc[d];
            if (a < 1 || a > n || b < 1 || b > n || dist[a][b] != -1) continue;
            dist[a][b] = dist[r][c] + 1;
            q.push({a, b});
        }
    }
    cout << dist[r2][c2] << "\n";
    return 0;
}
