// Deliberately wrong variant of solutions/shortest_segment_with_mode.cpp: looks only at the smallest of the most frequent values.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    map<long long, int> cnt, first, last;
    for (int i = 0; i < n; ++i) {
        if (!cnt[a[i]]) first[a[i]] = i;
        ++cnt[a[i]];
        last[a[i]] = i;
    }
    int f = 0;
    for (auto &entry : cnt) f = max(f, entry.second);
    int best = n;
    for (auto &entry : cnt)
        if (entry.second == f && best == n) best = last[entry.first] - first[entry.first] + 1;
    cout << best << "\n";
    return 0;
}
