// Deliberately wrong variant of solutions/range_add_final.cpp: the values are ints and overflow.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<int> diff(n + 2, 0);
    for (int i = 0; i < m; ++i) {
        int l, r;
        int v;
        cin >> l >> r >> v;
        diff[l] += v;
        diff[r + 1] -= v;
    }
    int value = 0;
    for (int i = 1; i <= n; ++i) {
        value += diff[i];
        cout << value << (i == n ? "\n" : " ");
    }
    return 0;
}
