#include <bits/stdc++.h>
using namespace std;
long long floordiv(long long a, long long b) { long long q = a / b; if (a % b != 0 && (a < 0) != (b < 0)) --q; return q; }
long long odd_upto(long long x) { return floordiv(x + 1, 2); }  // odd numbers in (-inf, x] relative to a fixed origin
int main() {
    long long l, r;
    cin >> l >> r;
    cout << odd_upto(r) - odd_upto(l - 1) << "\n";
}
