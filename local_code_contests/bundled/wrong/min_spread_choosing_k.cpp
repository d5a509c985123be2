// Deliberately wrong variant of solutions/min_spread_choosing_k.cpp: off by one: never tries the last k numbers.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long best = a[k - 1] - a[0];
    for (int i = 1; i + k < n; ++i) best = min(best, a[i + k - 1] - a[i]);
    cout << best << "\n";
    return 0;
}
