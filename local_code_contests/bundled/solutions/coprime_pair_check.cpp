#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long a, b;
    cin >> a >> b;
    cout << (gcd(a, b) == 1 ? "YES" : "NO") << "\n";
    return 0;
}
