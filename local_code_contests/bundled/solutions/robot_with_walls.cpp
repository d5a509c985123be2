#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m, r, c;
    cin >> n >> m >> r >> c;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    string commands;
    cin >> commands;
    --r, --c;
    for (char ch : commands) {
        int nr = r + (ch == 'D') - (ch == 'U');
        int nc = c + (ch == 'R') - (ch == 'L');
        if (nr >= 0 && nr < n && nc >= 0 && nc < m && g[nr][nc] == '.') r = nr, c = nc;
    }
    cout << r + 1 << " " << c + 1 << "\n";
    return 0;
}
