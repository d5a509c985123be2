// Bug: computes in int, overflows for large a, b and k.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int a, b, k;
    cin >> a >> b >> k;
    cout << (a - b) * (k / 2) + (k % 2) * a << "\n";
}
