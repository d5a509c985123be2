#include <iostream>
#include <string>
#include <vector>
#include <utility>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    vector<vector<bool>> seen(n, vector<bool>(m, false));
    int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    int best = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            if (seen[i][j]) continue;
            vector<pair<int, int>> stack = {{i, j}};
            seen[i][j] = true;
            int size = 0;
            while (!stack.empty()) {
                auto [r, c] = stack.back();
                stack.pop_back();
                ++size;
                for (int d = 0; d < 4; ++d) {
                    int a = r + di[d], b = c + dj[d];
                    if (a < 0 || a >= n || b < 0 || b >= m || seen[a][b] || g[a][b] != g[i][j]) continue;
                    seen[a][b] = true;
                    stack.push_back({a, b});
                }
            }
            if (size > best) best = size;
        }
    cout << best << "\n";
    return 0;
}
