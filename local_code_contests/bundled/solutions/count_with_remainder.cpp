#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, k, r;
    cin >> n >> k >> r;
    if (r == 0) cout << n / k << "\n";
    else if (r > n) cout << 0 << "\n";
    else cout << (n - r) / k + 1 << "\n";
}
