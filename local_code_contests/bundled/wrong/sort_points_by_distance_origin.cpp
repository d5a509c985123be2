// Bug: sorts by the Manhattan distance |x| + |y| instead of the Euclidean distance.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <tuple>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> p(n);
    for (auto &q : p) cin >> q.first >> q.second;
    sort(p.begin(), p.end(), [](const pair<long long, long long> &a, const pair<long long, long long> &b) {
        long long da = llabs(a.first) + llabs(a.second);
        long long db = llabs(b.first) + llabs(b.second);
        return make_tuple(da, a.first, a.second) < make_tuple(db, b.first, b.second);
    });
    for (auto &q : p) cout << q.first << " " << q.second << "\n";
    return 0;
}
