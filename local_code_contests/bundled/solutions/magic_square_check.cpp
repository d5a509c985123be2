#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> a(n, vector<long long>(n));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    vector<long long> sums;
    long long diagonal = 0, anti = 0;
    for (int i = 0; i < n; ++i) {
        long long row = 0, col = 0;
        for (int j = 0; j < n; ++j) {
            row += a[i][j];
            col += a[j][i];
        }
        sums.push_back(row);
        sums.push_back(col);
        diagonal += a[i][i];
        anti += a[i][n - 1 - i];
    }
    sums.push_back(diagonal);
    sums.push_back(anti);
    bool magic = true;
    for (long long s : sums)
        if (s != sums[0]) magic = false;
    cout << (magic ? "YES" : "NO") << "\n";
    return 0;
}
