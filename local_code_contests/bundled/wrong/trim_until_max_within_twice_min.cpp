// Deliberately wrong variant of solutions/trim_until_max_within_twice_min.cpp: requires the maximum to be strictly less than twice the minimum.
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
    int keep = 0;
    for (int i = 0, j = 0; i < n; ++i) {
        while (j < n && a[j] < 2 * a[i]) ++j;
        keep = max(keep, j - i);
    }
    cout << n - keep << "\n";
    return 0;
}
