#include <iostream>
using namespace std;

// (-1)^1 * 1 + ... + (-1)^n * n: pairs (-1 + 2) give +1 each; an odd n adds -n at the end.
long long prefix(long long n) { return n % 2 == 0 ? n / 2 : n / 2 - n; }

int main() {
    long long l, r;
    cin >> l >> r;
    cout << prefix(r) - prefix(l - 1) << "\n";
    return 0;
}
