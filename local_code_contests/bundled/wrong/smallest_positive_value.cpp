// Deliberately wrong variant of solutions/smallest_positive_value.cpp: treats zero as positive.
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
    long long best = -1;
    for (long long x : a)
        if (x >= 0 && (best == -1 || x < best)) best = x;
    cout << best << "\n";
    return 0;
}
