// Bug: looks for the value that equals neither the minimum nor the maximum, which fails when two values are equal.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c;
    cin >> a >> b >> c;
    long long mx = max({a, b, c}), mn = min({a, b, c});
    if (a != mx && a != mn) cout << a << "\n";
    else if (b != mx && b != mn) cout << b << "\n";
    else cout << c << "\n";
}
