// Deliberately wrong variant of solutions/best_line_sum.cpp: the row and column sums are ints and overflow.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<int> rows(n, 0), cols(m, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            int x;
            cin >> x;
            rows[i] += x;
            cols[j] += x;
        }
    int best = max(*max_element(rows.begin(), rows.end()), *max_element(cols.begin(), cols.end()));
    cout << best << "\n";
    return 0;
}
