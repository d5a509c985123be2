// Deliberately wrong variant of solutions/mountain_array_check.cpp: allows equal neighbours on the way up.
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
    int i = 0;
    while (i + 1 < n && a[i] <= a[i + 1]) ++i;
    while (i + 1 < n && a[i] > a[i + 1]) ++i;
    cout << (i == n - 1 ? "YES" : "NO") << "\n";
    return 0;
}
