#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> seg(n);
    for (auto &s : seg) cin >> s.first >> s.second;
    sort(seg.begin(), seg.end());
    long long total = 0, curL = seg[0].first, curR = seg[0].second;
    for (int i = 1; i < n; ++i) {
        if (seg[i].first > curR) {
            total += curR - curL;
            curL = seg[i].first;
            curR = seg[i].second;
        } else {
            curR = max(curR, seg[i].second);
        }
    }
    total += curR - curL;
    cout << total << "\n";
    return 0;
}
