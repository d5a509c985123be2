// Deliberately wrong variant of solutions/common_divisors_of_array.cpp: counts the square root of the gcd twice when the gcd is a perfect square.
#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    long long g = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        g = gcd(g, a);
    }
    long long count = 0;
    for (long long i = 1; i * i <= g; ++i)
        if (g % i == 0) count += 2;
    cout << count << "\n";
    return 0;
}
