// Bug: missed tie-break: numbers with equal digit sums keep their input order instead of going by value.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int digitSum(long long x) {
    int s = 0;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    stable_sort(a.begin(), a.end(), [](long long x, long long y) { return digitSum(x) < digitSum(y); });
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
