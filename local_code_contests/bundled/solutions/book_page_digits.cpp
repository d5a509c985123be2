#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long total = 0;
    long long lo = 1;
    for (int len = 1; lo <= n; len++, lo *= 10) {
        long long hi = min(n, lo * 10 - 1);
        total += (hi - lo + 1) * len;
    }
    cout << total << "\n";
}
