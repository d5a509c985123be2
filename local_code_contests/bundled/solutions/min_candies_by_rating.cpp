#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> r(n);
    for (auto &x : r) cin >> x;
    vector<long long> c(n, 1);
    for (int i = 1; i < n; ++i)
        if (r[i] > r[i - 1]) c[i] = c[i - 1] + 1;
    for (int i = n - 2; i >= 0; --i)
        if (r[i] > r[i + 1]) c[i] = max(c[i], c[i + 1] + 1);
    long long total = 0;
    for (long long x : c) total += x;
    cout << total << "\n";
    return 0;
}
