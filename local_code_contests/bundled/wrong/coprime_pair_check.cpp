// Deliberately wrong variant of solutions/coprime_pair_check.cpp: stores the numbers in 32-bit unsigned variables, which drops the high bits of values above 2^32.
#include <iostream>
using namespace std;

unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long x, y;
    cin >> x >> y;
    unsigned a = (unsigned)x, b = (unsigned)y;
    cout << (gcd(a, b) == 1 ? "YES" : "NO") << "\n";
    return 0;
}
