// Deliberately wrong variant of solutions/falling_stones.cpp: stones fall through the fixed blocks down to the lowest free cells of their column.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> grid(n);
    for (auto &row : grid) cin >> row;
    for (int j = 0; j < m; ++j) {
        int floor = n - 1;  // the lowest cell a stone can still fall into
        for (int i = n - 1; i >= 0; --i) {
            if (grid[i][j] == 'o') {
                grid[i][j] = '.';
                while (grid[floor][j] == '#') --floor;
                grid[floor][j] = 'o';
                --floor;
            }
        }
    }
    for (auto &row : grid) cout << row << "\n";
    return 0;
}
