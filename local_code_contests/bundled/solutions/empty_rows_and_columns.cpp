#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    int rows = 0, cols = 0;
    for (int i = 0; i < n; ++i) {
        bool empty = true;
        for (int j = 0; j < m; ++j) if (g[i][j] == '#') empty = false;
        if (empty) ++rows;
    }
    for (int j = 0; j < m; ++j) {
        bool empty = true;
        for (int i = 0; i < n; ++i) if (g[i][j] == '#') empty = false;
        if (empty) ++cols;
    }
    cout << rows << " " << cols << "\n";
    return 0;
}
