// Bug: forgets the unlit stretch between the last lit point and the end of the road L.
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
    long long best = 0, reach = 0;
    for (auto &p : s) {
        if (p.first > reach) best = max(best, p.first - reach);
        reach = max(reach, p.second);
    }
    cout << best << "\n";
    return 0;
}
