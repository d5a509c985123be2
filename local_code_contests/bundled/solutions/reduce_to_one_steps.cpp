#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> best(n + 1, 0);
    for (int x = 2; x <= n; ++x) {
        best[x] = best[x - 1] + 1;
        if (x % 2 == 0) best[x] = min(best[x], best[x / 2] + 1);
        if (x % 3 == 0) best[x] = min(best[x], best[x / 3] + 1);
    }
    cout << best[n] << "\n";
    return 0;
}
