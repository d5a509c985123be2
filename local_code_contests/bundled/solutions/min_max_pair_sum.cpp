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
    for (int i = 0; i < n; ++i) best = max(best, w[i] + w[2 * n - 1 - i]);  // lightest with heaviest
    cout << best << "\n";
    return 0;
}
