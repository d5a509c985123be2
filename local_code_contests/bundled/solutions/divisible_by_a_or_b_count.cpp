#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long n, a, b;
    cin >> n >> a >> b;
    long long l = a / gcd(a, b) * b;  // at most 10^18
    cout << n / a + n / b - n / l << "\n";
    return 0;
}
