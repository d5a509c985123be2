// Bug: searches the rows only and never reads the columns.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (auto &row : g) cin >> row;
    string w;
    cin >> w;
    bool found = false;
    for (int i = 0; i < n; ++i)
        if (g[i].find(w) != string::npos) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
