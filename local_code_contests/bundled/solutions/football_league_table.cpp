#include <iostream>
#include <string>
#include <map>
#include <vector>
#include <tuple>
#include <algorithm>
using namespace std;

int main() {
    int m;
    cin >> m;
    map<string, int> pts, gd, gs;
    for (int i = 0; i < m; ++i) {
        string a, b;
        int x, y;
        cin >> a >> x >> b >> y;
        pts[a] += 0;
        pts[b] += 0;
        gd[a] += x - y;
        gd[b] += y - x;
        gs[a] += x;
        gs[b] += y;
        if (x > y) pts[a] += 3;
        else if (x < y) pts[b] += 3;
        else { pts[a] += 1; pts[b] += 1; }
    }
    vector<tuple<int, int, int, string>> rows;
    for (auto& [name, p] : pts) rows.emplace_back(-p, -gd[name], -gs[name], name);
    sort(rows.begin(), rows.end());
    for (auto& [p, d, g, name] : rows) cout << name << " " << -p << "\n";
    return 0;
}
