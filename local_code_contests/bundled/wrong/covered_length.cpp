// Deliberately wrong variant of solutions/covered_length.cpp: merges the segments in input order without sorting them first.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> seg(n);
    for (auto &s : seg) cin >> s.first >> s.second;
    long long total = 0, start = seg[0].first, end = seg[0].second;
    for (int i = 1; i < n; ++i) {
        if (seg[i].first > end) {
            total += end - start;
            start = seg[i].first;
            end = seg[i].second;
        } else {
            end = max(end, seg[i].second);
        }
    }
    total += end - start;
    cout << total << "\n";
    return 0;
}
