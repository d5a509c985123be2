// Bug: starts the minimum at 10^9, but a difference can be as large as 2·10^9.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    long long best = 1000000000;
    int i = 0, j = 0;
    while (i < n && j < m) {
        long long d = a[i] > b[j] ? a[i] - b[j] : b[j] - a[i];
        best = min(best, d);
        if (a[i] < b[j]) ++i;
        else ++j;
    }
    cout << best << "\n";
    return 0;
}
