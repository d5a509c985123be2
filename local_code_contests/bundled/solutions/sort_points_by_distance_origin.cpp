#include <algorithm>
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
        long long da = a.first * a.first + a.second * a.second;
        long long db = b.first * b.first + b.second * b.second;
        return make_tuple(da, a.first, a.second) < make_tuple(db, b.first, b.second);
    });
    for (auto &q : p) cout << q.first << " " << q.second << "\n";
    return 0;
}
