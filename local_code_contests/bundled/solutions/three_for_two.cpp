#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    sort(p.rbegin(), p.rend());
    // Group the most expensive items together: every third item in decreasing order is free.
    long long total = 0;
    for (int i = 0; i < n; ++i)
        if (i % 3 != 2) total += p[i];
    cout << total << "\n";
    return 0;
}
