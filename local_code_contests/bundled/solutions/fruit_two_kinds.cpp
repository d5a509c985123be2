#include <iostream>
#include <vector>
#include <map>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    map<long long, int> inside;  // kind -> number of trees of this kind in the window
    int best = 0;
    for (int l = 0, r = 0; r < n; ++r) {
        ++inside[a[r]];
        while (inside.size() > 2) {
            if (--inside[a[l]] == 0) inside.erase(a[l]);
            ++l;
        }
        best = max(best, r - l + 1);
    }
    cout << best << "\n";
    return 0;
}
