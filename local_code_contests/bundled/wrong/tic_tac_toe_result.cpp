// Bug: checks the main diagonal but forgets the other diagonal.
#include <iostream>
#include <string>
using namespace std;

string g[3];

bool wins(char p) {
    for (int i = 0; i < 3; ++i) {
        if (g[i][0] == p && g[i][1] == p && g[i][2] == p) return true;
        if (g[0][i] == p && g[1][i] == p && g[2][i] == p) return true;
    }
    if (g[0][0] == p && g[1][1] == p && g[2][2] == p) return true;
    return false;
}

int main() {
    for (auto &row : g) cin >> row;
    if (wins('X')) cout << "X\n";
    else if (wins('O')) cout << "O\n";
    else cout << "NONE\n";
    return 0;
}
