// Bug: always makes all k swaps, even when a swap makes the sum smaller.
#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n), b(n);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    sort(a.begin(), a.end());
    sort(b.begin(), b.end(), greater<long long>());
    for (int i = 0; i < k; ++i) swap(a[i], b[i]);
    long long sum = 0;
    for (long long x : a) sum += x;
    cout << sum << "\n";
    return 0;
}
