#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> rows(n, 0), cols(m, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            long long x;
            cin >> x;
            rows[i] += x;
            cols[j] += x;
        }
    long long best = max(*max_element(rows.begin(), rows.end()), *max_element(cols.begin(), cols.end()));
    cout << best << "\n";
    return 0;
}
