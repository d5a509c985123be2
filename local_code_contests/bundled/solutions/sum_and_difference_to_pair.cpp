#include <bits/stdc++.h>
using namespace std;
int main() {
    long long s, d;
    cin >> s >> d;
    if (d > s || (s - d) % 2 != 0) cout << -1 << "\n";
    else cout << (s + d) / 2 << " " << (s - d) / 2 << "\n";
}
