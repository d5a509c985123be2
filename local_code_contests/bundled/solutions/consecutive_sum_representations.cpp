#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    // Each way corresponds to one odd divisor of n, so drop the factors 2 and count divisors of the rest.
    while (n % 2 == 0) n /= 2;
    long long count = 0;
    for (long long i = 1; i * i <= n; ++i)
        if (n % i == 0) count += (i * i == n) ? 1 : 2;
    cout << count << "\n";
    return 0;
}
