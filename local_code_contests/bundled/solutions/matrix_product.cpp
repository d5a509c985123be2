#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k, m;
    cin >> n >> k >> m;
    vector<vector<long long>> a(n, vector<long long>(k)), b(k, vector<long long>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    for (auto &row : b)
        for (auto &x : row) cin >> x;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            long long sum = 0;
            for (int t = 0; t < k; ++t) sum += a[i][t] * b[t][j];
            cout << sum << (j + 1 == m ? "\n" : " ");
        }
    }
    return 0;
}
