// Bug: the loop stops one block early and never tries the n largest puzzles.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> f(m);
    for (auto &x : f) cin >> x;
    sort(f.begin(), f.end());
    long long best = f[n - 1] - f[0];
    for (int i = 0; i + n < m; ++i) best = min(best, f[i + n - 1] - f[i]);
    cout << best << "\n";
    return 0;
}
