// Bug: assumes any decrease takes one move, even when a - b is odd.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    if (a == b) cout << 0 << "\n";
    else if (b > a) cout << ((b - a) % 2 == 1 ? 1 : 2) << "\n";
    else cout << 1 << "\n";
}
