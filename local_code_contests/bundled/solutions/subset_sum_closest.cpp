#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long best = -1;
    for (int mask = 0; mask < (1 << n); ++mask) {
        long long s = 0;
        for (int i = 0; i < n; ++i)
            if (mask >> i & 1) s += a[i];
        long long d = s > t ? s - t : t - s;
        if (best == -1 || d < best) best = d;
    }
    cout << best << "\n";
    return 0;
}
