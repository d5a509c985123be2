#include <iostream>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    long long count = 1;
    for (int p = 2; p <= n; ++p) {
        bool prime = true;
        for (int d = 2; d * d <= p; ++d)
            if (p % d == 0) prime = false;
        if (!prime) continue;
        long long exponent = 0;  // Legendre: the power of p in n! is n/p + n/p^2 + ...
        for (long long q = p; q <= n; q *= p) exponent += n / q;
        count = count * (exponent + 1) % MOD;
    }
    cout << count << "\n";
    return 0;
}
