#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n + 1);
    for (int i = 1; i <= n; ++i) cin >> a[i];
    // best[i]: the best sum using the first i numbers.
    vector<long long> best(n + 1, 0);
    for (int i = 1; i <= n; ++i) {
        best[i] = best[i - 1];
        best[i] = max(best[i], (i >= 2 ? best[i - 2] : 0) + a[i]);
        if (i >= 2) best[i] = max(best[i], (i >= 3 ? best[i - 3] : 0) + a[i] + a[i - 1]);
    }
    cout << best[n] << "\n";
    return 0;
}
