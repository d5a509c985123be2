// Bug: computes the sum in int, overflows for large ranges.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int l, r;
    cin >> l >> r;
    int a = l + (l % 2), b = r - (r % 2);
    if (a > b) { cout << 0 << "\n"; return 0; }
    int cnt = (b - a) / 2 + 1;
    cout << (long long)((a + b) / 2 * cnt) << "\n";
}
