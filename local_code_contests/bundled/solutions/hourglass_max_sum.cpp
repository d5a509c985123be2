#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a) for (auto &x : row) cin >> x;
    long long best = 0;
    bool first = true;
    for (int i = 0; i + 2 < n; ++i)
        for (int j = 0; j + 2 < m; ++j) {
            long long s = a[i][j] + a[i][j + 1] + a[i][j + 2] + a[i + 1][j + 1] + a[i + 2][j] + a[i + 2][j + 1] + a[i + 2][j + 2];
            if (first || s > best) best = s;
            first = false;
        }
    cout << best << "\n";
    return 0;
}
