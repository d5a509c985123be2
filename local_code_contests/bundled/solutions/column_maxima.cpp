#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> best(m);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            long long x;
            cin >> x;
            if (i == 0 || x > best[j]) best[j] = x;
        }
    for (int j = 0; j < m; ++j) cout << best[j] << (j + 1 < m ? " " : "\n");
    return 0;
}
