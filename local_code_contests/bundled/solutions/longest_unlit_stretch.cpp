#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    long long L;
    int n;
    cin >> L >> n;
    vector<pair<long long, long long>> s(n);
    for (auto &p : s) cin >> p.first >> p.second;
    sort(s.begin(), s.end());
    long long best = 0, reach = 0;  // everything before reach is lit, or is a gap already measured
    for (auto &p : s) {
        if (p.first > reach) best = max(best, p.first - reach);
        reach = max(reach, p.second);
    }
    best = max(best, L - reach);
    cout << best << "\n";
    return 0;
}
