// Bug: tests oddness with x % 2 == 1, so negative odd numbers are counted as even.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    long long odd = 0, even = 0;
    for (int i = 0; i < n; i++) { long long x; cin >> x; if (x % 2 == 1) odd++; else even++; }
    cout << odd * even << "\n";
}
