#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long used = 0, h = 0;
    while (used + (h + 1) * (h + 2) / 2 <= n) { h++; used += h * (h + 1) / 2; }
    cout << h << "\n";
}
