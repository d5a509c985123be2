#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long s = 0;  // sum of all divisors, n included
    for (long long i = 1; i * i <= n; ++i) {
        if (n % i == 0) {
            s += i;
            if (i != n / i) s += n / i;
        }
    }
    s -= n;
    if (s == n) cout << "PERFECT\n";
    else if (s > n) cout << "ABUNDANT\n";
    else cout << "DEFICIENT\n";
    return 0;
}
