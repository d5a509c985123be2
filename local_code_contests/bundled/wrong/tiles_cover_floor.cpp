// Bug: multiplies the two tile counts as int, overflows when the answer exceeds 2^31 - 1.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m, a;
    cin >> n >> m >> a;
    int x = (n + a - 1) / a, y = (m + a - 1) / a;
    cout << x * y << "\n";
}
