#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    bool ok = true;
    for (int i = 1; i < n; ++i) {
        if (a[i] == a[i - 1]) ok = false;
        // Consecutive changes must have opposite signs.
        if (i >= 2 && (a[i] > a[i - 1]) == (a[i - 1] > a[i - 2])) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
