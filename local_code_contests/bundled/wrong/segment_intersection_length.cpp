// Bug: forgets that disjoint segments give a negative difference instead of 0.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    cout << min(b, d) - max(a, c) << "\n";
}
