#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    vector<bool> rowInk(n, false), colInk(m, false);
    bool any = false;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (g[i][j] == '#') rowInk[i] = colInk[j] = any = true;
    if (!any) {
        cout << "EMPTY\n";
        return 0;
    }
    for (int i = 0; i < n; ++i) {
        if (!rowInk[i]) continue;
        string line;
        for (int j = 0; j < m; ++j)
            if (colInk[j]) line += g[i][j];
        cout << line << "\n";
    }
    return 0;
}
