// Bug: also joins cells that touch only at a corner (8 directions instead of 4).
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
                for (int da = -1; da <= 1; ++da)
                    for (int db = -1; db <= 1; ++db) {
                        int a = r + da, b = c + db;
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
