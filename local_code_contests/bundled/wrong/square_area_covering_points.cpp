// Bug: prints the area of the bounding rectangle instead of the square.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    long long x0 = LLONG_MAX, x1 = LLONG_MIN, y0 = LLONG_MAX, y1 = LLONG_MIN;
    for (int i = 0; i < n; i++) {
        long long x, y; cin >> x >> y;
        x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y);
    }
    cout << (x1 - x0) * (y1 - y0) << "\n";
}
