// Deliberately wrong variant of solutions/matrix_product.cpp: the entries and sums are ints, so large products overflow.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k, m;
    cin >> n >> k >> m;
    vector<vector<int>> a(n, vector<int>(k)), b(k, vector<int>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    for (auto &row : b)
        for (auto &x : row) cin >> x;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            int sum = 0;
            for (int t = 0; t < k; ++t) sum += a[i][t] * b[t][j];
            cout << sum << (j + 1 == m ? "\n" : " ");
        }
    }
    return 0;
}
