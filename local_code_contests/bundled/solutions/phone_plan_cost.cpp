#include <bits/stdc++.h>
using namespace std;
int main() {
    long long t, p, f, m, e;
    cin >> t >> p >> f >> m >> e;
    long long first = t * p, second = f + max(0LL, t - m) * e;
    cout << min(first, second) << "\n";
}
