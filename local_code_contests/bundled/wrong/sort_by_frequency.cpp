// Deliberately wrong variant of solutions/sort_by_frequency.cpp: equally frequent values keep the order of their first appearance instead of increasing order.
#include <iostream>
#include <map>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    map<long long, int> count, first;
    for (int i = 0; i < n; ++i) {
        cin >> a[i];
        ++count[a[i]];
        if (!first.count(a[i])) first[a[i]] = i;
    }
    sort(a.begin(), a.end(), [&](long long x, long long y) {
        if (count[x] != count[y]) return count[x] > count[y];
        return first[x] < first[y];
    });
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
