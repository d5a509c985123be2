#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, p, q;
    cin >> n >> p >> q;
    long long total = 0;
    for (int i = 0; i < n; i++) { long long h; cin >> h; total += min(h, 8LL) * p + max(0LL, h - 8) * q; }
    cout << total << "\n";
}
