#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> p(n + 1), best(n + 1, 0);
    for (int i = 1; i <= n; ++i) cin >> p[i];
    for (int len = 1; len <= n; ++len)
        for (int piece = 1; piece <= len; ++piece) best[len] = max(best[len], best[len - piece] + p[piece]);
    cout << best[n] << "\n";
    return 0;
}
