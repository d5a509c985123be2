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
        for (int j = 0; j < m; ++j) {
            if (j > 0 && a[i][j] < a[i][j - 1]) ok = false;
            if (i > 0 && a[i][j] < a[i - 1][j]) ok = false;
        }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
