#include <iostream>
#include <string>
#include <vector>
using namespace std;

vector<string> rotate(const vector<string> &g) {
    int n = g.size();
    vector<string> r(n, string(n, '.'));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) r[j][n - 1 - i] = g[i][j];
    return r;
}

int main() {
    int n;
    cin >> n;
    vector<string> a(n), b(n);
    for (auto &row : a) cin >> row;
    for (auto &row : b) cin >> row;
    bool ok = false;
    for (int k = 0; k < 4; ++k) {
        if (a == b) ok = true;
        a = rotate(a);
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
