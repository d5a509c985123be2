#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> a(n, vector<long long>(n));
    for (auto &row : a) for (auto &x : row) cin >> x;
    bool ok = true;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (a[i][j] != a[j][i]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
