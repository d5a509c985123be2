// Bug: every column maximum starts at 0, wrong for columns of negative numbers.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> best(m, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            long long x;
            cin >> x;
            if (x > best[j]) best[j] = x;
        }
    for (int j = 0; j < m; ++j) cout << best[j] << (j + 1 < m ? " " : "\n");
    return 0;
}
