#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    sort(h.begin(), h.end(), greater<long long>());
    long long sum = 0;
    for (int i = 0; i < k; ++i) sum += max(0LL, h[i] - i);  // the i-th pick has lost i points, but not below 0
    cout << sum << "\n";
    return 0;
}
