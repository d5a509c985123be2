// Bug: only looks at the four side neighbours and ignores the diagonal ones.
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
    int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            if (g[i][j] != '*') continue;
            bool lonely = true;
            for (int d = 0; d < 4; ++d) {
                int a = i + di[d], b = j + dj[d];
                if (a >= 0 && a < n && b >= 0 && b < m && g[a][b] == '*') lonely = false;
            }
            if (lonely) ++count;
        }
    cout << count << "\n";
    return 0;
}
