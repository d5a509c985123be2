// Bug: tests oddness with l % 2 == 1, which is false for negative odd l.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long l, r;
    cin >> l >> r;
    long long len = r - l + 1, cnt = len / 2;
    if (len % 2 == 1 && l % 2 == 1) cnt++;
    cout << cnt << "\n";
}
