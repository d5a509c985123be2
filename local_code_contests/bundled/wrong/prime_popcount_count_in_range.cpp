// Deliberately wrong variant of solutions/prime_popcount_count_in_range.cpp: its primality test treats 1 as prime, so powers of two are counted.
#include <iostream>
using namespace std;

bool is_prime(int x) {
    for (int d = 2; d * d <= x; ++d)
        if (x % d == 0) return false;
    return x >= 1;
}

int main() {
    int l, r;
    cin >> l >> r;
    int count = 0;
    for (int x = l; x <= r; ++x)
        if (is_prime(__builtin_popcount(x))) ++count;
    cout << count << "\n";
    return 0;
}
