// Deliberately wrong variant of solutions/product_of_array_mod.cpp: multiplies by a_i before reducing it, which overflows for a_i above about 9 * 10^9.
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
        product = product * a % MOD;
    }
    cout << product << "\n";
    return 0;
}
