#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> diff(n + 2, 0);
    for (int i = 0; i < m; ++i) {
        int l, r;
        long long v;
        cin >> l >> r >> v;
        diff[l] += v;
        diff[r + 1] -= v;
    }
    long long value = 0;
    for (int i = 1; i <= n; ++i) {
        value += diff[i];
        cout << value << (i == n ? "\n" : " ");
    }
    return 0;
}
