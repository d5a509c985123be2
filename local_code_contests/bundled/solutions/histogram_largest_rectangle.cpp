#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    long long best = 0;
    for (int l = 0; l < n; ++l) {
        long long low = h[l];
        for (int r = l; r < n; ++r) {
            low = min(low, h[r]);
            best = max(best, low * (r - l + 1));
        }
    }
    cout << best << "\n";
    return 0;
}
