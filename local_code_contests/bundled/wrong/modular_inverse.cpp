// Deliberately wrong variant of solutions/modular_inverse.cpp: uses Fermat's little theorem a^(m-2), which only works for a prime m.
#include <iostream>
#include <numeric>
using namespace std;

int main() {
    long long a, m;
    cin >> a >> m;
    if (gcd(a, m) != 1) {
        cout << -1 << "\n";
        return 0;
    }
    long long result = 1 % m, base = a % m, e = m - 2;
    while (e > 0) {
        if (e & 1) result = result * base % m;
        base = base * base % m;
        e >>= 1;
    }
    cout << result << "\n";
    return 0;
}
