// Deliberately wrong variant of solutions/sort_by_frequency.cpp: orders values of equal frequency from the larger to the smaller.
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
    map<long long, int> freq;
    for (long long x : a) ++freq[x];
    sort(a.begin(), a.end(), [&](long long x, long long y) {
        if (freq[x] != freq[y]) return freq[x] > freq[y];
        return x > y;
    });
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
