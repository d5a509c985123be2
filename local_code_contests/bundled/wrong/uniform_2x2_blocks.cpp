// Bug: the row loop stops one square too early and misses the squares touching the bottom row.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    int count = 0;
    for (int i = 0; i + 2 < n; ++i)
        for (int j = 0; j + 1 < m; ++j) {
            char c = g[i][j];
            if (g[i][j + 1] == c && g[i + 1][j] == c && g[i + 1][j + 1] == c) ++count;
        }
    cout << count << "\n";
    return 0;
}
