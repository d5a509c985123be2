// Bug: requires the difference to be strictly less than d.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long d;
    cin >> n >> d;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    int best = 0;
    for (int l = 0, r = 0; r < n; ++r) {
        while (l < r && a[r] - a[l] >= d) ++l;
        best = max(best, r - l + 1);
    }
    cout << best << "\n";
    return 0;
}
