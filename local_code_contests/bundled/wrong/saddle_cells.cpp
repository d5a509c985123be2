// Deliberately wrong variant of solutions/saddle_cells.cpp: ties count, so a value equal to another in its row or column can be a saddle cell.
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
                if (a[i][jj] > a[i][j]) saddle = false;
            for (int ii = 0; ii < n; ++ii)
                if (a[ii][j] < a[i][j]) saddle = false;
            count += saddle;
        }
    }
    cout << count << "\n";
    return 0;
}
