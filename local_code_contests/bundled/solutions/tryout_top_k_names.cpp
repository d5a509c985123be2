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
    sort(p.begin(), p.end());
    for (int i = 0; i < k; ++i) cout << get<2>(p[i]) << "\n";
    return 0;
}
