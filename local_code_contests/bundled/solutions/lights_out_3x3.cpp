#include <iostream>
using namespace std;

int main() {
    int p[3][3], flips[3][3] = {};
    for (auto &row : p) for (auto &x : row) cin >> x;
    int di[5] = {0, 1, -1, 0, 0}, dj[5] = {0, 0, 0, 1, -1};
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            for (int d = 0; d < 5; ++d) {
                int a = i + di[d], b = j + dj[d];
                if (a >= 0 && a < 3 && b >= 0 && b < 3) flips[a][b] += p[i][j];
            }
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) cout << (flips[i][j] % 2 == 0 ? '1' : '0');
        cout << "\n";
    }
    return 0;
}
