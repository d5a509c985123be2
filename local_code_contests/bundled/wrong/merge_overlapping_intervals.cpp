// Bug: strict comparison, so intervals that only touch at an end are not joined.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> s(n);
    for (auto &p : s) cin >> p.first >> p.second;
    sort(s.begin(), s.end());
    vector<pair<long long, long long>> out;
    for (auto &p : s) {
        if (!out.empty() && p.first < out.back().second) out.back().second = max(out.back().second, p.second);
        else out.push_back(p);
    }
    cout << out.size() << "\n";
    for (auto &p : out) cout << p.first << " " << p.second << "\n";
    return 0;
}
