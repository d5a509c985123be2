#include <iostream>
#include <vector>
<<<<<<< HEAD
#include <algorithm>
=======
>>>>>>> problems-p4
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
<<<<<<< HEAD
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
=======
    vector<vector<int>> a(n, vector<int>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            bool saddle = true;
            for (int jj = 0; jj < m; ++jj)
                if (jj != j && a[i][jj] >= a[i][j]) saddle = false;
            for (int ii = 0; ii < n; ++ii)
                if (ii != i && a[ii][j] <= a[i][j]) saddle = false;
            count += saddle;
        }
    }
>>>>>>> problems-p4
    cout << count << "\n";
    return 0;
}
