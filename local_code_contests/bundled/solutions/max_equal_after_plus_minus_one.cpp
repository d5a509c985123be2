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
    for (int v = 1; v <= 101; ++v) best = max(best, cnt[v - 1] + cnt[v] + cnt[v + 1]);
    cout << best << "\n";
    return 0;
}
