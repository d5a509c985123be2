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
    sort(a.begin(), a.end());
    bool ok = true;
    for (int i = 0; i < n / 2; ++i)
        if (a[i] + a[n - 1 - i] != a[0] + a[n - 1]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
