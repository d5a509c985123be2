// Deliberately wrong variant of solutions/longest_two_value_segment.cpp: restarts after a third kind at the previous tree only, not at the start of its whole run.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int best = 0;
    for (int l = 0; l < n;) {
        vector<long long> kinds;
        int r = l;
        while (r < n) {
            if (find(kinds.begin(), kinds.end(), a[r]) == kinds.end()) {
                if (kinds.size() == 2) break;
                kinds.push_back(a[r]);
            }
            ++r;
        }
        best = max(best, r - l);
        l = (r < n) ? r - 1 : n;
    }
    cout << best << "\n";
    return 0;
}
