// Bug: checks the rows only and never compares a cell with the one above it.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a) for (auto &x : row) cin >> x;
    bool ok = true;
    for (int i = 0; i < n; ++i)
        for (int j = 1; j < m; ++j)
            if (a[i][j] < a[i][j - 1]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
