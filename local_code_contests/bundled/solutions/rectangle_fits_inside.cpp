#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    bool ok = (a <= c && b <= d) || (a <= d && b <= c);
    cout << (ok ? "YES" : "NO") << "\n";
}
