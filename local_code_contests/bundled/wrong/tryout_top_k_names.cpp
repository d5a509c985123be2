// Bug: missed tie-break: players with equal score and time keep their input order instead of going alphabetically.
#include <algorithm>
#include <iostream>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<tuple<int, int, string>> p(n);
    for (auto &r : p) {
        string name;
        int s, t;
        cin >> name >> s >> t;
        r = make_tuple(-s, t, name);
    }
    stable_sort(p.begin(), p.end(), [](const tuple<int, int, string> &a, const tuple<int, int, string> &b) {
        return make_pair(get<0>(a), get<1>(a)) < make_pair(get<0>(b), get<1>(b));
    });
    for (int i = 0; i < k; ++i) cout << get<2>(p[i]) << "\n";
    return 0;
}
