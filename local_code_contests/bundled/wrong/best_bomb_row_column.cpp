// Bug: adds the row sum and the column sum without subtracting the chosen cell, so it is counted twice.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    vector<long long> row(n, 0), col(m, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            cin >> a[i][j];
            row[i] += a[i][j];
            col[j] += a[i][j];
        }
    long long best = 0;
    bool first = true;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            long long v = row[i] + col[j];
            if (first || v > best) best = v;
            first = false;
        }
    cout << best << "\n";
    return 0;
}
