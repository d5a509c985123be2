// Deliberately wrong variant of solutions/max_equal_after_plus_minus_one.cpp: only tries target values that already occur in the sequence.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> cnt(103, 0), a(n);
    for (auto &x : a) {
        cin >> x;
        ++cnt[x];
    }
    int best = 0;
    for (int v : a) best = max(best, cnt[v - 1] + cnt[v] + cnt[v + 1]);
    cout << best << "\n";
    return 0;
}
