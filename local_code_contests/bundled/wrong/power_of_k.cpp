// Deliberately wrong variant of solutions/power_of_k.cpp: forgets that k^0 = 1, so n = 1 gets NO.
#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long p = k;
    while (p < n && p <= n / k) p *= k;
    cout << (p == n ? "YES" : "NO") << "\n";
    return 0;
}
