#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m), merged;
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    int i = 0, j = 0;
    while (i < n || j < m) {
        if (j == m || (i < n && a[i] <= b[j])) merged.push_back(a[i++]);
        else merged.push_back(b[j++]);
    }
    for (size_t k = 0; k < merged.size(); ++k) cout << merged[k] << (k + 1 == merged.size() ? "\n" : " ");
    return 0;
}
