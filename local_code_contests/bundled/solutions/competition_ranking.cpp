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
    int place = 1;
    for (int i = 0; i < n; ++i) {
        if (i > 0 && rows[i].first != rows[i - 1].first) place = i + 1;
        cout << place << " " << rows[i].second << " " << -rows[i].first << "\n";
    }
    return 0;
}
