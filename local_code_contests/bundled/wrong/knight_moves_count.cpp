// Deliberately wrong variant of solutions/knight_moves_count.cpp: off by one, the last row and the last column count as outside the board.
#include <iostream>
using namespace std;

int main() {
    long long n, m, r, c;
    cin >> n >> m >> r >> c;
    const int dr[8] = {-2, -2, -1, -1, 1, 1, 2, 2};
    const int dc[8] = {-1, 1, -2, 2, -2, 2, -1, 1};
    int count = 0;
    for (int i = 0; i < 8; ++i) {
        long long nr = r + dr[i], nc = c + dc[i];
        if (nr >= 1 && nr < n && nc >= 1 && nc < m) ++count;
    }
    cout << count << "\n";
    return 0;
}
