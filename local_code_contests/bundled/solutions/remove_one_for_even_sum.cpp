#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    vector<long long> a(n);
    long long s = 0;
    for (auto& x : a) { cin >> x; s += x; }
    int cnt = 0;
    for (auto x : a) if ((s - x) % 2 == 0) cnt++;
    cout << cnt << "\n";
}
