// Deliberately wrong variant of solutions/evens_before_odds.cpp: writes x & 1 == 0, which C++ reads as x & (1 == 0), so no number is even.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    vector<long long> out;
    for (long long x : a)
        if (x & 1 == 0) out.push_back(x);
    for (long long x : a)
        if (!(x & 1 == 0)) out.push_back(x);
    for (int i = 0; i < n; ++i) cout << out[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
