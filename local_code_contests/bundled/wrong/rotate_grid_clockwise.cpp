// Bug: reads each column from top to bottom, which transposes the picture instead of rotating it.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    for (int j = 0; j < m; ++j) {
        string line;
        for (int i = 0; i < n; ++i) line += g[i][j];
        cout << line << "\n";
    }
    return 0;
}
