// Deliberately wrong variant of solutions/satisfied_children.cpp: sorts the children but not the cookies.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> g(n), s(m);
    for (auto &x : g) cin >> x;
    for (auto &x : s) cin >> x;
    sort(g.begin(), g.end());
    int child = 0;
    for (int j = 0; j < m && child < n; ++j)
        if (s[j] >= g[child]) ++child;
    cout << child << "\n";
    return 0;
}
