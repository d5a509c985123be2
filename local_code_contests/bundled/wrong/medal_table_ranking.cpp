// Bug: ignores bronze medals: countries equal in gold and silver are ordered by name right away.
#include <algorithm>
#include <iostream>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<tuple<int, int, string>> rows(n);
    for (auto &r : rows) {
        string name;
        int g, s, b;
        cin >> name >> g >> s >> b;
        r = make_tuple(-g, -s, name);
    }
    sort(rows.begin(), rows.end());
    for (auto &r : rows) cout << get<2>(r) << "\n";
    return 0;
}
