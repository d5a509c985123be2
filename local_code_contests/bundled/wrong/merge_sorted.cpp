// Deliberately wrong variant of solutions/merge_sorted.cpp: the elements of b left over after a runs out are dropped.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m), merged;
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    int i = 0, j = 0;
    while (i < n) {
        if (j == m || a[i] <= b[j]) merged.push_back(a[i++]);
        else merged.push_back(b[j++]);
    }
    for (size_t k = 0; k < merged.size(); ++k) cout << merged[k] << (k + 1 == merged.size() ? "\n" : " ");
    return 0;
}
