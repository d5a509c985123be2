// Bug: forbids picking two neighbouring numbers, which is stricter than the rule.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n + 1);
    for (int i = 1; i <= n; ++i) cin >> a[i];
    vector<long long> best(n + 1, 0);
    for (int i = 1; i <= n; ++i) {
        best[i] = best[i - 1];
        best[i] = max(best[i], (i >= 2 ? best[i - 2] : 0) + a[i]);
    }
    cout << best[n] << "\n";
    return 0;
}
