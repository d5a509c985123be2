#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int factors = 0;  // prime factors counted with multiplicity
    for (long long p = 2; p * p <= n; ++p) {
        while (n % p == 0) {
            n /= p;
            ++factors;
        }
    }
    if (n > 1) ++factors;
    cout << (factors == 2 ? "YES" : "NO") << "\n";
    return 0;
}
