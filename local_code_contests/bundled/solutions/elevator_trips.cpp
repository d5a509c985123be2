#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> f(n);
    for (auto &x : f) cin >> x;
    sort(f.rbegin(), f.rend());
    long long total = 0;
    for (int i = 0; i < n; i += k) total += 2LL * (f[i] - 1);  // each trip goes to the highest floor of its group
    cout << total << "\n";
    return 0;
}
