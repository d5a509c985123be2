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
        for (int i = n - 1; i >= 0; --i) line += g[i][j];
        cout << line << "\n";
    }
    return 0;
}
