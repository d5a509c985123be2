#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long n;
    cin >> n;
    // A multiple of 3 has a digit sum divisible by 3, so at most three candidates are needed.
    for (long long x = n;; ++x) {
        long long sum = 0;
        for (long long y = x; y > 0; y /= 10) sum += y % 10;
        if (gcd(x, sum) > 1) {
            cout << x << "\n";
            return 0;
        }
    }
}
