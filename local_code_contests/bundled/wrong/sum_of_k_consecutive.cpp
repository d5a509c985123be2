// Bug: accepts x = 0, which is not a positive integer.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, k;
    cin >> n >> k;
    long long m = n - k * (k - 1) / 2;
    if (m < 0 || m % k != 0) cout << -1 << "\n";
    else cout << m / k << "\n";
}
