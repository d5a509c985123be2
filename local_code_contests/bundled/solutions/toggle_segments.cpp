#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<int> on(n + 1, 0);
    for (int i = 0; i < m; ++i) {
        int l, r;
        cin >> l >> r;
        for (int j = l; j <= r; ++j) on[j] ^= 1;
    }
    int count = 0;
    for (int j = 1; j <= n; ++j) count += on[j];
    cout << count << "\n";
    return 0;
}
