// Deliberately wrong variant of solutions/border_sum.cpp: adds the first and last row and column separately, counting a single row or column twice.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    long long sum = 0;
    for (int j = 0; j < m; ++j) sum += a[0][j] + a[n - 1][j];
    for (int i = 1; i + 1 < n; ++i) sum += a[i][0] + a[i][m - 1];
    cout << sum << "\n";
    return 0;
}
