#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<int> box(n + 1, 0);
    int pos = 1, dir = 1;
    for (int b = 0; b < m; ++b) {
        ++box[pos];
        if (n == 1) continue;
        if (pos + dir < 1 || pos + dir > n) dir = -dir;
        pos += dir;
    }
    for (int i = 1; i <= n; ++i) cout << box[i] << (i < n ? " " : "\n");
    return 0;
}
