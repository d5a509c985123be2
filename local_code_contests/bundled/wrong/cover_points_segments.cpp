// Deliberately wrong variant of solutions/cover_points_segments.cpp: treats the right end of a segment as not covered.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long len;
    cin >> n >> len;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    sort(x.begin(), x.end());
    int count = 0;
    for (int i = 0; i < n;) {
        long long start = x[i];
        ++count;
        ++i;
        while (i < n && x[i] < start + len) ++i;
    }
    cout << count << "\n";
    return 0;
}
