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
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            if (g[i][j] != '*') continue;
            bool lonely = true;
            for (int di = -1; di <= 1; ++di)
                for (int dj = -1; dj <= 1; ++dj) {
                    if (di == 0 && dj == 0) continue;
                    int a = i + di, b = j + dj;
                    if (a >= 0 && a < n && b >= 0 && b < m && g[a][b] == '*') lonely = false;
                }
            if (lonely) ++count;
        }
    cout << count << "\n";
    return 0;
}
