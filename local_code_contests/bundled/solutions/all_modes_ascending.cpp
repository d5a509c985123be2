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
    sort(a.begin(), a.end());
    vector<long long> modes;
    int best = 0;
    for (int i = 0, j = 0; i < n; i = j) {
        while (j < n && a[j] == a[i]) ++j;
        if (j - i > best) {
            best = j - i;
            modes.clear();
        }
        if (j - i == best) modes.push_back(a[i]);
    }
    for (size_t i = 0; i < modes.size(); ++i) cout << modes[i] << (i + 1 < modes.size() ? " " : "\n");
    return 0;
}
