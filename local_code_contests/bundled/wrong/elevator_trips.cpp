// Deliberately wrong variant of solutions/elevator_trips.cpp: forms the groups from the lowest floors up.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> f(n);
    for (auto &x : f) cin >> x;
    sort(f.begin(), f.end());
    long long total = 0;
    for (int i = 0; i < n; i += k) total += 2LL * (f[min(i + k, n) - 1] - 1);
    cout << total << "\n";
    return 0;
}
