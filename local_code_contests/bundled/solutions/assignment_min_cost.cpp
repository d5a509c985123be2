#include <iostream>
#include <vector>
#include <numeric>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<int>> c(n, vector<int>(n));
    for (auto &row : c) for (auto &x : row) cin >> x;
    vector<int> perm(n);
    iota(perm.begin(), perm.end(), 0);
    long long best = -1;
    do {
        long long s = 0;
        for (int i = 0; i < n; ++i) s += c[i][perm[i]];
        if (best == -1 || s < best) best = s;
    } while (next_permutation(perm.begin(), perm.end()));
    cout << best << "\n";
    return 0;
}
