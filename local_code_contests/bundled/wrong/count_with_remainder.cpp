// Bug: for r = 0 it also counts x = 0, which is outside the range.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, k, r;
    cin >> n >> k >> r;
    if (r > n) cout << 0 << "\n";
    else cout << (n - r) / k + 1 << "\n";
}
