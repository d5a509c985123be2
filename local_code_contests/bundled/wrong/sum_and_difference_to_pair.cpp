// Bug: forgets that s and d must have the same parity.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long s, d;
    cin >> s >> d;
    if (d > s) cout << -1 << "\n";
    else cout << (s + d) / 2 << " " << (s - d) / 2 << "\n";
}
