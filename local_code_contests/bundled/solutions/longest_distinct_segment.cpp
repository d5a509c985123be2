#include <iostream>
#include <map>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    map<long long, int> last;
    int best = 0, left = 0;
    for (int right = 0; right < n; ++right) {
        auto it = last.find(a[right]);
        if (it != last.end() && it->second >= left) left = it->second + 1;
        last[a[right]] = right;
        best = max(best, right - left + 1);
    }
    cout << best << "\n";
    return 0;
}
