// Deliberately wrong variant of solutions/count_islands.cpp: cells touching at a corner are joined too (8 directions).
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> grid(n);
    for (auto &row : grid) cin >> row;
    const int di[8] = {-1, 1, 0, 0, -1, -1, 1, 1}, dj[8] = {0, 0, -1, 1, -1, 1, -1, 1};
    int islands = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            if (grid[i][j] != '#') continue;
            ++islands;
            vector<pair<int, int>> stack = {{i, j}};
            grid[i][j] = '.';
            while (!stack.empty()) {
                auto [y, x] = stack.back();
                stack.pop_back();
                for (int d = 0; d < 8; ++d) {
                    int ny = y + di[d], nx = x + dj[d];
                    if (ny >= 0 && ny < n && nx >= 0 && nx < m && grid[ny][nx] == '#') {
                        grid[ny][nx] = '.';
                        stack.push_back({ny, nx});
                    }
                }
            }
        }
    }
    cout << islands << "\n";
    return 0;
}
