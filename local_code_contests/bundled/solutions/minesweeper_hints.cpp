#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> grid(n);
    for (auto &row : grid) cin >> row;
    vector<string> result = grid;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            if (grid[i][j] == '*') continue;
            int mines = 0;
            for (int di = -1; di <= 1; ++di)
                for (int dj = -1; dj <= 1; ++dj) {
                    int y = i + di, x = j + dj;
                    if ((di || dj) && y >= 0 && y < n && x >= 0 && x < m && grid[y][x] == '*') ++mines;
                }
            result[i][j] = char('0' + mines);
        }
    }
    for (auto &row : result) cout << row << "\n";
    return 0;
}
