#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> c(n), r(n), need(n);
    for (auto &x : c) cin >> x;
    for (auto &x : r) cin >> x;
    for (int i = 0; i < n; ++i) need[i] = c[i] - r[i];
    sort(need.begin(), need.end());  // fill the bags that miss the fewest rocks first
    int full = 0;
    for (long long x : need)
        if (x <= k) k -= x, ++full;
        else break;
    cout << full << "\n";
    return 0;
}
