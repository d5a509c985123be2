// Deliberately wrong variant of solutions/best_window_sum.cpp: the best sum starts at 0, wrong when every window has a negative sum.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long window = 0;
    for (int i = 0; i < k; ++i) window += a[i];
    long long best = 0;
    best = max(best, window);
    for (int i = k; i < n; ++i) {
        window += a[i] - a[i - k];
        best = max(best, window);
    }
    cout << best << "\n";
    return 0;
}
