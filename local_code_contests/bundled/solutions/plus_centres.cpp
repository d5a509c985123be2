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
    for (int i = 1; i + 1 < n; ++i)
        for (int j = 1; j + 1 < m; ++j)
            if (g[i][j] == '#' && g[i - 1][j] == '#' && g[i + 1][j] == '#' && g[i][j - 1] == '#' && g[i][j + 1] == '#') ++count;
    cout << count << "\n";
    return 0;
}
