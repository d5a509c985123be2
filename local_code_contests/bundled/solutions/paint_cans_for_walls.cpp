#include <bits/stdc++.h>
using namespace std;
int main() {
    long long l, w, h, c;
    cin >> l >> w >> h >> c;
    long long area = 2 * (l + w) * h;
    cout << (area + c - 1) / c << "\n";
}
