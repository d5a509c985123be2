#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, len[3];
    cin >> n >> len[0] >> len[1] >> len[2];
    vector<int> best(n + 1, -1);
    best[0] = 0;
    for (int x = 1; x <= n; ++x)
        for (int k = 0; k < 3; ++k)
            if (x >= len[k] && best[x - len[k]] >= 0) best[x] = max(best[x], best[x - len[k]] + 1);
    cout << best[n] << "\n";
    return 0;
}
