#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    sort(a.begin(), a.end());
    cout << min(a[n - 1] - a[1], a[n - 2] - a[0]) << "\n";
}
