// Deliberately wrong variant of solutions/prefix_max_suffix_min_pivots.cpp: compares each element only with its two neighbours.
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
    vector<long long> suffixMin(n + 1, 0);
    int count = 0;
    for (int i = n - 1; i >= 0; --i) suffixMin[i] = (i == n - 1) ? a[i] : min(a[i], suffixMin[i + 1]);
    long long prefixMax = 0;
    for (int i = 0; i < n; ++i) {
        bool left = (i == 0) || a[i] > a[i - 1];
        bool right = (i == n - 1) || a[i] < a[i + 1];
        if (left && right) ++count;
        prefixMax = (i == 0) ? a[i] : max(prefixMax, a[i]);
    }
    cout << count << "\n";
    return 0;
}
