#include <iostream>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            int col = (i % 2 == 0) ? j : m - 1 - j;
            cout << i * m + col + 1 << (j + 1 < m ? " " : "\n");
        }
    }
    return 0;
}
