#include <iostream>
using namespace std;

// Returns g = gcd(a, b) and x, y with a * x + b * y = g.
long long extended_gcd(long long a, long long b, long long &x, long long &y) {
    if (b == 0) {
        x = 1;
        y = 0;
        return a;
    }
    long long x1, y1;
    long long g = extended_gcd(b, a % b, x1, y1);
    x = y1;
    y = x1 - (a / b) * y1;
    return g;
}

int main() {
    long long a, m;
    cin >> a >> m;
    long long x, y;
    long long g = extended_gcd(a % m, m, x, y);
    if (g != 1) {
        cout << -1 << "\n";
    } else {
        cout << ((x % m) + m) % m << "\n";
    }
    return 0;
}
