// Bug: always removes the largest element, never the smallest.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    sort(a.begin(), a.end());
    cout << a[n - 2] - a[0] << "\n";
}
