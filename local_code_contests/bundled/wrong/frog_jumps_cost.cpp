// Deliberately wrong variant of solutions/frog_jumps_cost.cpp: greedy: the frog always makes the cheaper of its two next jumps.
#include <iostream>
#include <vector>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    long long total = 0;
    int i = 0;
    while (i < n - 1) {
        if (i + 2 < n && llabs(h[i + 2] - h[i]) <= llabs(h[i + 1] - h[i])) {
            total += llabs(h[i + 2] - h[i]);
            i += 2;
        } else {
            total += llabs(h[i + 1] - h[i]);
            i += 1;
        }
    }
    cout << total << "\n";
    return 0;
}
