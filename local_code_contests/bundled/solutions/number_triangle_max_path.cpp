#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<int>> t(n);
    for (int i = 0; i < n; ++i) {
        t[i].resize(i + 1);
        for (auto &x : t[i]) cin >> x;
    }
    vector<int> best = t[n - 1];
    for (int i = n - 2; i >= 0; --i)
        for (int j = 0; j <= i; ++j) best[j] = t[i][j] + max(best[j], best[j + 1]);
    cout << best[0] << "\n";
    return 0;
}
