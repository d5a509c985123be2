// Bug: greedy: each worker in turn takes the cheapest job still free, which is not always optimal.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<int>> c(n, vector<int>(n));
    for (auto &row : c) for (auto &x : row) cin >> x;
    vector<bool> taken(n, false);
    long long total = 0;
    for (int i = 0; i < n; ++i) {
        int pick = -1;
        for (int j = 0; j < n; ++j)
            if (!taken[j] && (pick == -1 || c[i][j] < c[i][pick])) pick = j;
        taken[pick] = true;
        total += c[i][pick];
    }
    cout << total << "\n";
    return 0;
}
