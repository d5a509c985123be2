#include <bits/stdc++.h>
using namespace std;
int main() {
    long long d, v1, v2;
    cin >> d >> v1 >> v2;
    if (v1 <= v2) { cout << -1 << "\n"; return 0; }
    long long s = v1 - v2;
    cout << (d + s - 1) / s << "\n";
}
