// Bug: adds up the square in int, which overflows for large numbers.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m, k;
    cin >> n >> m >> k;
    vector<vector<int>> a(n, vector<int>(m));
    for (auto &row : a) for (auto &x : row) cin >> x;
    int best = 0;
    bool first = true;
    for (int i = 0; i + k <= n; ++i)
        for (int j = 0; j + k <= m; ++j) {
            int s = 0;
            for (int r = i; r < i + k; ++r)
                for (int c = j; c < j + k; ++c) s += a[r][c];
            if (first || s > best) best = s;
            first = false;
        }
    cout << best << "\n";
    return 0;
}
