// Bug: lets the knight win a fight when the strengths are equal.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    long long s;
    int n;
    cin >> s >> n;
    vector<pair<long long, long long>> d(n);
    for (auto &p : d) cin >> p.first >> p.second;
    sort(d.begin(), d.end());
    bool ok = true;
    for (auto &p : d) {
        if (s >= p.first) s += p.second;
        else ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
