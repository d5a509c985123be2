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
    vector<long long> v = a;
    sort(v.begin(), v.end());
    v.erase(unique(v.begin(), v.end()), v.end());
    for (int i = 0; i < n; ++i) {
        long long rank = lower_bound(v.begin(), v.end(), a[i]) - v.begin() + 1;
        cout << rank << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
