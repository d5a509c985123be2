#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    long long a, b;
    cin >> a >> b;
    long long whole = a / b, rest = a % b;
    if (rest == 0) {
        cout << whole << "\n";
        return 0;
    }
    long long g = gcd(rest, b);
    if (whole > 0) cout << whole << " ";
    cout << rest / g << "/" << b / g << "\n";
    return 0;
}
