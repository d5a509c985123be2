#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> p(n);
    for (auto &q : p) cin >> q.first >> q.second;
    sort(p.begin(), p.end(), [](const pair<long long, long long> &a, const pair<long long, long long> &b) {
        if (a.first != b.first) return a.first < b.first;
        return a.second > b.second;
    });
    for (auto &q : p) cout << q.first << " " << q.second << "\n";
    return 0;
}
