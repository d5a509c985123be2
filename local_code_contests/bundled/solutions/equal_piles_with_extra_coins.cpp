#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, n;
    cin >> a >> b >> c >> n;
    long long total = a + b + c + n;
    bool ok = total % 3 == 0 && total / 3 >= max({a, b, c});
    cout << (ok ? "YES" : "NO") << "\n";
}
