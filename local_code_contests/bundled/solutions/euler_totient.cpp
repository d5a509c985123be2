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
    if (n > 1) result -= result / n;  // the last prime factor may exceed the square root
    cout << result << "\n";
    return 0;
}
