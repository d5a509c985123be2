// Bug: counts overtime over the whole period (total hours beyond 8n) instead of day by day.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, p, q;
    cin >> n >> p >> q;
    long long hours = 0;
    for (int i = 0; i < n; i++) { long long h; cin >> h; hours += h; }
    long long normal = min(hours, 8 * n);
    cout << normal * p + (hours - normal) * q << "\n";
}
