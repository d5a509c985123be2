// Bug: the window adds every customer in it, counting the already happy ones twice.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> c(n);
    vector<int> g(n);
    for (auto &x : c) cin >> x;
    for (auto &x : g) cin >> x;
    long long happy = 0;
    for (int i = 0; i < n; ++i)
        if (g[i] == 0) happy += c[i];
    long long extra = 0, bestExtra = 0;
    for (int i = 0; i < n; ++i) {
        extra += c[i];
        if (i >= k) extra -= c[i - k];
        if (i >= k - 1) bestExtra = max(bestExtra, extra);
    }
    cout << happy + bestExtra << "\n";
    return 0;
}
