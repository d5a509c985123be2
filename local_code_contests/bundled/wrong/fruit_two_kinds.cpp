// Bug: when a third kind appears, restarts the block at the previous tree only, losing the earlier trees of that tree's kind.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int best = 1, start = 0;
    long long k1 = a[0], k2 = a[0];
    for (int i = 1; i < n; ++i) {
        if (a[i] != k1 && a[i] != k2) {
            if (k1 == k2) k2 = a[i];
            else {
                start = i - 1;
                k1 = a[i - 1];
                k2 = a[i];
            }
        }
        best = max(best, i - start + 1);
    }
    cout << best << "\n";
    return 0;
}
