#include <iostream>
#include <vector>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> h(n), cost(n, 0);
    for (auto &x : h) cin >> x;
    for (int i = 1; i < n; ++i) {
        cost[i] = cost[i - 1] + llabs(h[i] - h[i - 1]);
        if (i >= 2) cost[i] = min(cost[i], cost[i - 2] + llabs(h[i] - h[i - 2]));
    }
    cout << cost[n - 1] << "\n";
    return 0;
}
