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
            if (grid[i][j] == '#') {
                floor = i - 1;
            } else if (grid[i][j] == 'o') {
                grid[i][j] = '.';
                grid[floor][j] = 'o';
                --floor;
            }
        }
    }
    for (auto &row : grid) cout << row << "\n";
    return 0;
}
