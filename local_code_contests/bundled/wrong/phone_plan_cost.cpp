// Bug: when t < m the extra minutes t - m become negative and lower the second plan's price.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long t, p, f, m, e;
    cin >> t >> p >> f >> m >> e;
    long long first = t * p, second = f + (t - m) * e;
    cout << min(first, second) << "\n";
}
