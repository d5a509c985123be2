// Bug: counts the cells at distance at most k instead of exactly k.
#include <iostream>
#include <cstdlib>
using namespace std;

int main() {
    int n, m, r, c, k;
    cin >> n >> m >> r >> c >> k;
    int count = 0;
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j)
            if (abs(i - r) + abs(j - c) <= k) ++count;
    cout << count << "\n";
    return 0;
}
