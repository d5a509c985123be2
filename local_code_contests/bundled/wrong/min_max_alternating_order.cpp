// Deliberately wrong variant of solutions/min_max_alternating_order.cpp: stops when the two ends meet, so the middle number of an odd-length sequence is lost.
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
    vector<long long> out;
    int l = 0, r = n - 1;
    while (l < r) {
        out.push_back(a[l++]);
        if (l <= r) out.push_back(a[r--]);
    }
    for (size_t i = 0; i < out.size(); ++i) cout << out[i] << (i + 1 < out.size() ? " " : "\n");
    return 0;
}
