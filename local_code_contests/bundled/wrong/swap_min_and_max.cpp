// Deliberately wrong variant of solutions/swap_min_and_max.cpp: takes the last occurrence of the maximum instead of the first.
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
    int lo = 0, hi = 0;
    for (int i = 1; i < n; ++i) {
        if (a[i] < a[lo]) lo = i;
        if (a[i] >= a[hi]) hi = i;
    }
    swap(a[lo], a[hi]);
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
