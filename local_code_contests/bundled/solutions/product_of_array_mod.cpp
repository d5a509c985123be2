#include <iostream>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    long long product = 1;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        product = product * (a % MOD) % MOD;  // reduce a first: a * product would overflow
    }
    cout << product << "\n";
    return 0;
}
