#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
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
    cout << count << "\n";
    return 0;
}
