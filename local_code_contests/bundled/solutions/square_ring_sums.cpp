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
    for (int k = 0; k < rings; ++k) cout << sum[k] << (k + 1 < rings ? " " : "\n");
    return 0;
}
