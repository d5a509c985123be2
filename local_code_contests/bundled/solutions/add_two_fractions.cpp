#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    long long p = a * d + c * b, q = b * d;  // at most 2 * 10^18 and 10^18
    long long g = gcd(p, q);
    cout << p / g << "/" << q / g << "\n";
    return 0;
}
