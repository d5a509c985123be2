// Deliberately wrong variant of solutions/max_disjoint_pairs_with_sum.cpp: pairs a value with itself without dividing its count by two.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> cnt(201, 0);
    for (int i = 0; i < n; ++i) {
        int x;
        cin >> x;
        ++cnt[x];
    }
    int pairs = 0;
    for (int v = 1; 2 * v <= k; ++v) {
        int w = k - v;
        if (w > 200) continue;
        if (v == w) pairs += cnt[v];
        else pairs += min(cnt[v], cnt[w]);
    }
    cout << pairs << "\n";
    return 0;
}
