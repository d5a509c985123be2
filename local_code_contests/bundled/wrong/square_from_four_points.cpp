// Bug: only checks that the four shortest distances are equal, so every rhombus is accepted.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    long long x[4], y[4];
    for (int i = 0; i < 4; ++i) cin >> x[i] >> y[i];
    vector<long long> d;
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            d.push_back((x[i] - x[j]) * (x[i] - x[j]) + (y[i] - y[j]) * (y[i] - y[j]));
    sort(d.begin(), d.end());
    bool ok = d[0] > 0 && d[0] == d[1] && d[1] == d[2] && d[2] == d[3];
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
