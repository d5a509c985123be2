// Bug: forbids any two neighbouring posts of the same colour, not just three in a row.
#include <iostream>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    long long n, k;
    cin >> n >> k;
    long long ways = k % MOD;
    for (long long i = 2; i <= n; ++i) ways = ways * ((k - 1) % MOD) % MOD;
    cout << ways << "\n";
    return 0;
}
