// Bug: unreachable lengths start at 0 instead of "impossible", so leftovers are silently allowed.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, len[3];
    cin >> n >> len[0] >> len[1] >> len[2];
    vector<int> best(n + 1, 0);
    for (int x = 1; x <= n; ++x)
        for (int k = 0; k < 3; ++k)
            if (x >= len[k]) best[x] = max(best[x], best[x - len[k]] + 1);
    cout << (best[n] == 0 ? -1 : best[n]) << "\n";
    return 0;
}
