// Deliberately wrong variant of solutions/alternating_sign_range_sum.cpp: subtracts prefix(l) instead of prefix(l - 1), dropping the term l.
#include <iostream>
using namespace std;

long long prefix(long long n) { return n % 2 == 0 ? n / 2 : n / 2 - n; }

int main() {
    long long l, r;
    cin >> l >> r;
    cout << prefix(r) - prefix(l) << "\n";
    return 0;
}
