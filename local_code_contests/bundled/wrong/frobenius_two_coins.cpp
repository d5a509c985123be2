// Deliberately wrong variant of solutions/frobenius_two_coins.cpp: forgets the coin of value 1, where a * b - a - b is -1 but the answer is 0.
#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long a, b;
    cin >> a >> b;
    if (gcd(a, b) != 1) {
        cout << -1 << "\n";
    } else {
        cout << a * b - a - b << "\n";
    }
    return 0;
}
