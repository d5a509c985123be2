// Bug: treats the right end r_i as not covered.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<bool> covered(m + 1, false);
    for (int i = 0; i < n; ++i) {
        int l, r;
        cin >> l >> r;
        for (int x = l; x < r; ++x) covered[x] = true;
    }
    vector<int> free;
    for (int x = 1; x <= m; ++x)
        if (!covered[x]) free.push_back(x);
    cout << free.size() << "\n";
    for (size_t i = 0; i < free.size(); ++i) cout << free[i] << (i + 1 < free.size() ? " " : "\n");
    return 0;
}
