// Deliberately wrong variant of solutions/prefix_maximums.cpp: the running maximum starts at 0, wrong for negative arrays.
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
    long long mx = 0;
    for (int i = 0; i < n; ++i) {
        mx = max(mx, a[i]);
        cout << mx << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
