// Deliberately wrong variant of solutions/competition_ranking.cpp: participants with equal scores get consecutive places.
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, string>> rows(n);  // (-score, name)
    for (auto &r : rows) {
        cin >> r.second >> r.first;
        r.first = -r.first;
    }
    sort(rows.begin(), rows.end());
    for (int i = 0; i < n; ++i) cout << i + 1 << " " << rows[i].second << " " << -rows[i].first << "\n";
    return 0;
}
