#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> grid(n);
    for (auto &row : grid) cin >> row;
    vector<string> next = grid;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            int alive = 0;
            for (int di = -1; di <= 1; ++di)
                for (int dj = -1; dj <= 1; ++dj) {
                    int y = i + di, x = j + dj;
                    if ((di || dj) && y >= 0 && y < n && x >= 0 && x < m && grid[y][x] == '#') ++alive;
                }
            if (grid[i][j] == '#') next[i][j] = (alive == 2 || alive == 3) ? '#' : '.';
            else next[i][j] = alive == 3 ? '#' : '.';
        }
    }
    for (auto &row : next) cout << row << "\n";
    return 0;
}
