#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    string w;
    cin >> w;
    bool found = false;
    for (int i = 0; i < n; ++i)
        if (g[i].find(w) != string::npos) found = true;
    for (int j = 0; j < m; ++j) {
        string col;
        for (int i = 0; i < n; ++i) col += g[i][j];
        if (col.find(w) != string::npos) found = true;
    }
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
