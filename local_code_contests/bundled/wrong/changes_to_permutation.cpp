// Deliberately wrong variant of solutions/changes_to_permutation.cpp: counts only values out of range and misses repeated values.
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
    vector<bool> seen(n + 1, false);
    int good = 0;
    for (long long x : a)
        if (x <= n) {
            seen[x] = true;
            ++good;
        }
    cout << n - good << "\n";
    return 0;
}
