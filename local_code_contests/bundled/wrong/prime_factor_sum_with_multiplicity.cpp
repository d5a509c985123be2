// Deliberately wrong variant of solutions/prime_factor_sum_with_multiplicity.cpp: adds each distinct prime once, ignoring repeats.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long sum = 0;
    for (long long p = 2; p * p <= n; ++p) {
        if (n % p == 0) {
            sum += p;
            while (n % p == 0) n /= p;
        }
    }
    if (n > 1) sum += n;
    cout << sum << "\n";
    return 0;
}
