#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long q = n / k;
    if (n % k != 0 && n < 0) --q;  // round down, not towards zero
    long long below = q * k;       // the largest multiple <= n, at least -2 * 10^18
    long long above = below + k;   // the smallest multiple > n, at most 2 * 10^18
    cout << (n - below <= above - n ? below : above) << "\n";
    return 0;
}
