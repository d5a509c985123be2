#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> board(n);
    for (auto &row : board) cin >> row;
    vector<bool> rowHit(n, false), colHit(m, false);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (board[i][j] == 'R') rowHit[i] = colHit[j] = true;
    int safe = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (!rowHit[i] && !colHit[j]) ++safe;
    cout << safe << "\n";
    return 0;
}
