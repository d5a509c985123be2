// Bug: forgets the final leg back to city 1.
#include <iostream>
#include <vector>
#include <numeric>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> d(n, vector<long long>(n));
    for (auto &row : d) for (auto &x : row) cin >> x;
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    long long best = -1;
    do {
        long long s = 0;
        for (int i = 0; i + 1 < n; ++i) s += d[order[i]][order[i + 1]];
        if (best == -1 || s < best) best = s;
    } while (next_permutation(order.begin() + 1, order.end()));
    cout << best << "\n";
    return 0;
}
