// Deliberately wrong variant of solutions/euler_totient.cpp: forgets the prime factor larger than the square root that remains after the loop.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long result = n;
    for (long long p = 2; p * p <= n; ++p) {
        if (n % p == 0) {
            while (n % p == 0) n /= p;
            result -= result / p;
        }
    }
    cout << result << "\n";
    return 0;
}
