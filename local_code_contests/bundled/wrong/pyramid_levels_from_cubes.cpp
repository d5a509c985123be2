// Bug: adds a level while some cubes are left, even when they are not enough to complete it.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long used = 0, h = 0;
    while (used < n) { h++; used += h * (h + 1) / 2; }
    cout << h << "\n";
}
