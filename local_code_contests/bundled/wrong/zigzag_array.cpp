// Deliberately wrong variant of solutions/zigzag_array.cpp: accepts only the pattern that starts by going up.
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
        if (i % 2 == 1 && !(a[i] > a[i - 1])) ok = false;
        if (i % 2 == 0 && !(a[i] < a[i - 1])) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
