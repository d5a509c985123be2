// Bug: the mask loop stops before (1 << n) - 1, so the subset of all numbers is never tried.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int best = n == 1 ? a[0] : -1;
    for (int mask = 1; mask < (1 << n) - 1; ++mask) {
        int x = 0;
        for (int i = 0; i < n; ++i)
            if (mask >> i & 1) x ^= a[i];
        if (x > best) best = x;
    }
    cout << best << "\n";
    return 0;
}
