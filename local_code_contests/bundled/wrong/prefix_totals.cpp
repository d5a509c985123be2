// Deliberately wrong variant of solutions/prefix_totals.cpp: the running sum is an int and overflows.
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
    int s = 0;
    for (int i = 0; i < n; ++i) {
        s += a[i];
        cout << s << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
