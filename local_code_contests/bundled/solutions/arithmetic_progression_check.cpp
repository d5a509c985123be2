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
    bool ok = true;
    for (int i = 2; i < n; ++i)
        if (a[i] - a[i - 1] != a[1] - a[0]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
