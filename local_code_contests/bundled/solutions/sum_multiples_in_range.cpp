#include <bits/stdc++.h>
using namespace std;
int main() {
    long long l, r, k;
    cin >> l >> r >> k;
    long long first = (l + k - 1) / k * k, last = r / k * k;
    if (first > last) { cout << 0 << "\n"; return 0; }
    long long cnt = (last - first) / k + 1;
    cout << (first + last) * cnt / 2 << "\n";
}
