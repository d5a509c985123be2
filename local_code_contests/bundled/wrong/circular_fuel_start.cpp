// Bug: the one-pass greedy never checks that the total fuel covers the total cost, so it names a start even when none works.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> g(n), c(n);
    for (auto &x : g) cin >> x;
    for (auto &x : c) cin >> x;
    long long tank = 0;
    int start = 0;
    for (int i = 0; i < n; ++i) {
        tank += g[i] - c[i];
        if (tank < 0) start = i + 1, tank = 0;
    }
    cout << (start < n ? start + 1 : -1) << "\n";
    return 0;
}
