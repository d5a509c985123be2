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
    long long best = a[0] + a[1];
    for (int i = 1; i + 1 < n; ++i) best = max(best, a[i] + a[i + 1]);
    cout << best << "\n";
    return 0;
}
