// Bug: prints b - a % b, which is b instead of 0 when a is already divisible.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << b - a % b << "\n";
}
