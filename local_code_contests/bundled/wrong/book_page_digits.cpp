// Bug: each group of lengths goes up to lo * 10 instead of lo * 10 - 1, so powers of ten are counted twice.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long total = 0;
    long long lo = 1;
    for (int len = 1; lo <= n; len++, lo *= 10) {
        long long hi = min(n, lo * 10);
        total += (hi - lo + 1) * len;
    }
    cout << total << "\n";
}
