// Bug: compares x % 2 with s % 2, which differ in sign for negative numbers.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    vector<long long> a(n);
    long long s = 0;
    for (auto& x : a) { cin >> x; s += x; }
    int cnt = 0;
    for (auto x : a) if (x % 2 == s % 2) cnt++;
    cout << cnt << "\n";
}
