// Bug: requires standing on the last step n, although the landing can be reached from step n - 1.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> c(n + 2, 0), best(n + 2, 0);
    for (int i = 1; i <= n; ++i) cin >> c[i];
    best[0] = 0;
    best[1] = c[1];
    for (int i = 2; i <= n; ++i) best[i] = min(best[i - 1], best[i - 2]) + c[i];
    cout << best[n] << "\n";
    return 0;
}
