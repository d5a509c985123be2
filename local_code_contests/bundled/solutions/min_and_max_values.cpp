#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long mn = a[0], mx = a[0];
    for (int i = 1; i < n; ++i) {
        mn = min(mn, a[i]);
        mx = max(mx, a[i]);
    }
    cout << mn << " " << mx << "\n";
    return 0;
}
