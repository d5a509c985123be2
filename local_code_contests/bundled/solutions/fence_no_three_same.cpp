#include <iostream>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    long long n, k;
    cin >> n >> k;
    // same: the last two posts share a colour; diff: the last two posts differ (or there is one post).
    long long same = 0, diff = k % MOD;
    for (long long i = 2; i <= n; ++i) {
        long long newSame = diff;
        long long newDiff = (same + diff) % MOD * ((k - 1) % MOD) % MOD;
        same = newSame;
        diff = newDiff;
    }
    cout << (same + diff) % MOD << "\n";
    return 0;
}
