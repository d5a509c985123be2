#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    vector<long long> row_min(n), col_max(m);
    for (int i = 0; i < n; ++i) row_min[i] = *min_element(a[i].begin(), a[i].end());
    for (int j = 0; j < m; ++j) {
        col_max[j] = a[0][j];
        for (int i = 1; i < n; ++i) col_max[j] = max(col_max[j], a[i][j]);
    }
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (a[i][j] == row_min[i] && a[i][j] == col_max[j]) ++count;
    cout << count << "\n";
    return 0;
}
