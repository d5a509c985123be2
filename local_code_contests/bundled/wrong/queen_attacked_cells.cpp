// Deliberately wrong variant of solutions/queen_attacked_cells.cpp: int arithmetic overflows on large boards.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n, r, c;
    cin >> n >> r >> c;
    int total = 2 * (n - 1);
    total += min(r - 1, c - 1) + min(n - r, n - c);
    total += min(r - 1, n - c) + min(n - r, c - 1);
    cout << total << "\n";
    return 0;
}
