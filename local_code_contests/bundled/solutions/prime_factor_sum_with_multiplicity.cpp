#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long sum = 0;
    for (long long p = 2; p * p <= n; ++p) {
        while (n % p == 0) {
            sum += p;
            n /= p;
        }
    }
    if (n > 1) sum += n;  // one prime factor above the square root may remain
    cout << sum << "\n";
    return 0;
}
