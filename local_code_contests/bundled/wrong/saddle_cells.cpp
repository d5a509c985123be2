// Deliberately wrong variant of solutions/saddle_cells.cpp: a saddle must be strictly smaller than the rest of its row and strictly larger than the rest of its column.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
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
    cout << count << "\n";
    return 0;
}
