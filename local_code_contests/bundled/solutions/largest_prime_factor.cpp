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
    if (n > 1) largest = n;  // a prime factor above the square root remains
    cout << largest << "\n";
    return 0;
}
