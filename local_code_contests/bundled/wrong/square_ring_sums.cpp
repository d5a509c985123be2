// Bug: counts n / 2 rings, so for odd n the single middle cell is never printed.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int rings = (n + 1) / 2;
    vector<long long> sum(rings, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            long long x;
            cin >> x;
            sum[min(min(i, j), min(n - 1 - i, n - 1 - j))] += x;
        }
    int shown = n / 2;
    for (int k = 0; k < shown; ++k) cout << sum[k] << (k + 1 < shown ? " " : "");
    cout << "\n";
    return 0;
}
