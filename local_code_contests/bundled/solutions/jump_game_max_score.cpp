#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n), best(n);
    for (auto &x : a) cin >> x;
    best[0] = a[0];  // best[i]: the largest score of a route from cell 1 that ends on cell i + 1
    for (int i = 1; i < n; ++i) {
        long long from = best[i - 1];
        for (int j = max(0, i - k); j < i; ++j) from = max(from, best[j]);
        best[i] = from + a[i];
    }
    cout << best[n - 1] << "\n";
    return 0;
}
