// Deliberately wrong variant of solutions/value_spread.cpp: starts the minimum and the maximum at 0 instead of at the first element.
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
    long long mn = 0, mx = 0;
    for (long long x : a) {
        if (x < mn) mn = x;
        if (x > mx) mx = x;
    }
    cout << mx - mn << "\n";
    return 0;
}
