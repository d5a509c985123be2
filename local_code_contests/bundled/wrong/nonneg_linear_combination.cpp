// Deliberately wrong variant of solutions/nonneg_linear_combination.cpp: only checks that gcd(a, b) divides c, allowing negative x or y.
#include <iostream>
using namespace std;

int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int a, b, c;
    cin >> a >> b >> c;
    cout << (c % gcd(a, b) == 0 ? "YES" : "NO") << "\n";
    return 0;
}
