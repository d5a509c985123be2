#include <iostream>
using namespace std;

bool is_prime(long long x) {
    if (x < 2) return false;
    for (long long d = 2; d * d <= x; ++d)
        if (x % d == 0) return false;
    return true;
}

int main() {
    long long n;
    cin >> n;
    long long reversed = 0;
    for (long long m = n; m > 0; m /= 10) reversed = reversed * 10 + m % 10;
    bool emirp = is_prime(n) && is_prime(reversed) && reversed != n;
    cout << (emirp ? "YES" : "NO") << "\n";
    return 0;
}
