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
    for (int l = 0; l < n; ++l) {
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
    }
    cout << best << "\n";
    return 0;
}
