// Deliberately wrong variant of solutions/semiprime_check.cpp: counts distinct primes only, so squares of primes like 49 are rejected and 12 is accepted.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int factors = 0;
    for (long long p = 2; p * p <= n; ++p) {
        if (n % p == 0) {
            while (n % p == 0) n /= p;
            ++factors;
        }
    }
    if (n > 1) ++factors;
    cout << (factors == 2 ? "YES" : "NO") << "\n";
    return 0;
}
