<<<<<<< HEAD
// Deliberately wrong variant of solutions/saddle_cells.cpp: a saddle must be strictly smaller than the rest of its row and strictly larger than the rest of its column.
=======
// Deliberately wrong variant of solutions/saddle_cells.cpp: ties count, so a value equal to another in its row or column can be a saddle cell.
>>>>>>> problems-p4
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
<<<<<<< HEAD
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            bool saddle = true;
            for (int t = 0; t < m; ++t)
                if (t != j && a[i][t] <= a[i][j]) saddle = false;
            for (int t = 0; t < n; ++t)
                if (t != i && a[t][j] >= a[i][j]) saddle = false;
            if (saddle) ++count;
        }
=======
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
>>>>>>> problems-p4
    cout << count << "\n";
    return 0;
}
