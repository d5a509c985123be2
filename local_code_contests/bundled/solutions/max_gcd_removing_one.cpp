#include <iostream>
#include <vector>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    // prefix[i] = gcd of a[0..i-1], suffix[i] = gcd of a[i..n-1]; gcd(0, x) = x.
    vector<long long> prefix(n + 1, 0), suffix(n + 1, 0);
    for (int i = 0; i < n; ++i) prefix[i + 1] = gcd(prefix[i], a[i]);
    for (int i = n - 1; i >= 0; --i) suffix[i] = gcd(suffix[i + 1], a[i]);
    long long best = 0;
    for (int i = 0; i < n; ++i) {
        long long g = gcd(prefix[i], suffix[i + 1]);
        if (g > best) best = g;
    }
    cout << best << "\n";
    return 0;
}
