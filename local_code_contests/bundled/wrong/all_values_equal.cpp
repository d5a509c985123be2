// Deliberately wrong variant of solutions/all_values_equal.cpp: compares only the first and the last element.
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
    bool same = true;
    if (a[n - 1] != a[0]) same = false;
    cout << (same ? "YES" : "NO") << "\n";
    return 0;
}
