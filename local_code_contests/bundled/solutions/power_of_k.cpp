#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long p = 1;
    while (p < n && p <= n / k) p *= k;  // p * k <= n, so no overflow
    cout << (p == n ? "YES" : "NO") << "\n";
    return 0;
}
