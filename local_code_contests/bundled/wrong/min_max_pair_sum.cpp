// Bug: puts neighbouring boxes of the sorted order together, so the two heaviest share a cart.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> w(2 * n);
    for (auto &x : w) cin >> x;
    sort(w.begin(), w.end());
    long long best = 0;
    for (int i = 0; i < 2 * n; i += 2) best = max(best, w[i] + w[i + 1]);
    cout << best << "\n";
    return 0;
}
