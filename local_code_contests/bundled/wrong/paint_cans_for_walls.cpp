// Bug: computes the wall area in int, which overflows for large rooms.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int l, w, h;
    long long c;
    cin >> l >> w >> h >> c;
    int area = 2 * (l + w) * h;
    cout << (area + c - 1) / c << "\n";
}
