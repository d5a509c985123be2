// Deliberately wrong variant of solutions/count_squares_in_range.cpp: subtracts isqrt(l) instead of isqrt(l - 1), missing l when it is a square.
#include <cmath>
#include <iostream>
using namespace std;

long long isqrt(long long x) {
    long long k = (long long)sqrtl((long double)x);
    while (k > 0 && k * k > x) --k;
    while ((k + 1) * (k + 1) <= x) ++k;
    return k;
}

int main() {
    long long l, r;
    cin >> l >> r;
    cout << isqrt(r) - isqrt(l) << "\n";
    return 0;
}
