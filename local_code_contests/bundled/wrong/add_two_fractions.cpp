// Deliberately wrong variant of solutions/add_two_fractions.cpp: brings the fractions to the common denominator lcm(b, d) but never reduces the sum.
#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    long long q = b / gcd(b, d) * d;
    long long p = a * (q / b) + c * (q / d);
    cout << p << "/" << q << "\n";
    return 0;
}
