// Deliberately wrong variant of solutions/gcd_digit_sum_next.cpp: starts the search at n + 1, skipping n itself.
#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long n;
    cin >> n;
    for (long long x = n + 1;; ++x) {
        long long sum = 0;
        for (long long y = x; y > 0; y /= 10) sum += y % 10;
        if (gcd(x, sum) > 1) {
            cout << x << "\n";
            return 0;
        }
    }
}
