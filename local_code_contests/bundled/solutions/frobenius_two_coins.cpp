#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long a, b;
    cin >> a >> b;
    if (gcd(a, b) != 1) {
        cout << -1 << "\n";  // only multiples of the gcd can be paid
    } else if (a == 1 || b == 1) {
        cout << 0 << "\n";
    } else {
        cout << a * b - a - b << "\n";  // the Frobenius number of two coprime values
    }
    return 0;
}
