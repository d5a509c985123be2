// Deliberately wrong variant of solutions/flip_zeros_window.cpp: adds k to the longest existing run of ones, as if the k zeros were all next to it.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int run = 0, best = 0;
    for (int i = 0; i < n; ++i) {
        run = a[i] == 1 ? run + 1 : 0;
        best = max(best, run);
    }
    cout << min(n, best + k) << "\n";
    return 0;
}
