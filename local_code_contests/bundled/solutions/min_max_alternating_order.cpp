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
    vector<long long> out;
    int l = 0, r = n - 1;
    while (l <= r) {
        out.push_back(a[l++]);
        if (l <= r) out.push_back(a[r--]);
    }
    for (int i = 0; i < n; ++i) cout << out[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
