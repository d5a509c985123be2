#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<int, int>> m(n);
    for (auto &p : m) cin >> p.first >> p.second;
    sort(m.begin(), m.end());
    bool ok = true;
    for (int i = 1; i < n; ++i)
        if (m[i].first < m[i - 1].second) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
