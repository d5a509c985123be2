// Bug: starts the minimum of each block at 0 instead of at its first element.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i + k <= n; ++i) {
        long long lo = 0, hi = a[i];
        for (int j = i; j < i + k; ++j) lo = min(lo, a[j]), hi = max(hi, a[j]);
        cout << hi - lo << (i + k < n ? " " : "\n");
    }
    return 0;
}
