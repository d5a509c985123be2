// Deliberately wrong variant of solutions/swap_adjacent_pairs.cpp: off by one: the last pair is not swapped when n is even.
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
    for (int i = 0; i + 2 < n; i += 2) swap(a[i], a[i + 1]);
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
