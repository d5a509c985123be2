#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    vector<vector<int>> side(n + 1, vector<int>(m + 1, 0));
    int best = 0;
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j) {
            if (g[i - 1][j - 1] == '#') continue;
            side[i][j] = min({side[i - 1][j], side[i][j - 1], side[i - 1][j - 1]}) + 1;
            best = max(best, side[i][j]);
        }
    cout << best << "\n";
    return 0;
}
