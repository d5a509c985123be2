// Bug: treats every piece length as usable only once (0/1 knapsack order), so repeated lengths are missed.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> p(n + 1), best(n + 1, -1);
    for (int i = 1; i <= n; ++i) cin >> p[i];
    best[0] = 0;
    for (int piece = 1; piece <= n; ++piece)
        for (int len = n; len >= piece; --len)
            if (best[len - piece] >= 0) best[len] = max(best[len], best[len - piece] + p[piece]);
    cout << best[n] << "\n";
    return 0;
}
