// Bug: only considers adding seats, never removing them.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m, a, b;
    cin >> n >> m >> a >> b;
    long long r = n % m;
    cout << (m - r) % m * a << "\n";
}
