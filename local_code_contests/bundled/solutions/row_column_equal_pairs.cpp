#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> a(n, vector<long long>(n));
    for (auto &row : a) for (auto &x : row) cin >> x;
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            bool same = true;
            for (int k = 0; k < n; ++k)
                if (a[i][k] != a[k][j]) same = false;
            if (same) ++count;
        }
    cout << count << "\n";
    return 0;
}
