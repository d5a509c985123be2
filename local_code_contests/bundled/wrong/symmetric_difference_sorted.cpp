// Bug: counts occurrences over both lists together and keeps values seen exactly once, so a value repeated inside one list is lost.
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, m;
    map<long long, int> cnt;
    cin >> n;
    for (int i = 0; i < n; ++i) { long long x; cin >> x; cnt[x]++; }
    cin >> m;
    for (int i = 0; i < m; ++i) { long long x; cin >> x; cnt[x]++; }
    vector<long long> out;
    for (auto &e : cnt)
        if (e.second == 1) out.push_back(e.first);
    if (out.empty()) { cout << "NONE\n"; return 0; }
    for (size_t i = 0; i < out.size(); ++i) cout << out[i] << (i + 1 < out.size() ? ' ' : '\n');
    return 0;
}
