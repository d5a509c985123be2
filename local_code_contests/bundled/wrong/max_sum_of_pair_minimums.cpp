// Bug: pairs the smallest number with the largest one, which wastes the large numbers.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(2 * n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long total = 0;
    for (int i = 0; i < n; ++i) total += min(a[i], a[2 * n - 1 - i]);
    cout << total << "\n";
    return 0;
}
