// Bug: lets the knight beat a dragon of equal strength.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int s, n;
    cin >> s >> n;
    vector<pair<int, int>> d(n);
    for (auto& [x, y] : d) cin >> x >> y;
    sort(d.begin(), d.end());
    for (auto& [x, y] : d) {
        if (s < x) {
            cout << "NO\n";
            return 0;
        }
        s += y;
    }
    cout << "YES\n";
    return 0;
}
