#include <iostream>
#include <set>
#include <vector>
using namespace std;

int main() {
    int n, m;
    set<long long> a, b;
    cin >> n;
    for (int i = 0; i < n; ++i) { long long x; cin >> x; a.insert(x); }
    cin >> m;
    for (int i = 0; i < m; ++i) { long long x; cin >> x; b.insert(x); }
    vector<long long> out;
    set<long long> all = a;
    all.insert(b.begin(), b.end());
    for (long long x : all)
        if (a.count(x) != b.count(x)) out.push_back(x);
    if (out.empty()) { cout << "NONE\n"; return 0; }
    for (size_t i = 0; i < out.size(); ++i) cout << out[i] << (i + 1 < out.size() ? ' ' : '\n');
    return 0;
}
