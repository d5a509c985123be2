// Deliberately wrong variant of solutions/rook_safe_cells.cpp: assumes no two rooks share a row or a column when subtracting attacked cells.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> board(n);
    for (auto &row : board) cin >> row;
    int rooks = 0;
    for (auto &row : board)
        for (char ch : row) rooks += ch == 'R';
    cout << n * m - rooks * (n + m - 1) << "\n";
    return 0;
}
