// Deliberately wrong variant of solutions/equal_sum_pairing.cpp: only checks that the total strength divides evenly among the teams.
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
    sort(a.begin(), a.end());
    bool ok = true;
    long long total = 0;
    for (long long x : a) total += x;
    if (total % (n / 2) != 0) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
