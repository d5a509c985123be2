// Deliberately wrong variant of solutions/largest_prime_factor.cpp: forgets the prime factor above the square root that remains after the loop.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long largest = 1;
    for (long long p = 2; p * p <= n; ++p) {
        while (n % p == 0) {
            largest = p;
            n /= p;
        }
    }
    if (largest == 1) largest = n;
    cout << largest << "\n";
    return 0;
}
