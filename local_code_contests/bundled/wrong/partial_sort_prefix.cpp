// Deliberately wrong variant of solutions/partial_sort_prefix.cpp: off by one: sorts only the first k - 1 numbers.
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
    sort(a.begin(), a.begin() + k - 1);
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
