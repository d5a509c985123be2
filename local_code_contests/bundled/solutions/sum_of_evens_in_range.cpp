#include <bits/stdc++.h>
using namespace std;
int main() {
    long long l, r;
    cin >> l >> r;
    long long a = l + (l % 2), b = r - (r % 2);
    if (a > b) { cout << 0 << "\n"; return 0; }
    long long cnt = (b - a) / 2 + 1;
    cout << (a + b) * cnt / 2 << "\n";
}
