// Deliberately wrong variant of solutions/count_common_values.cpp: does not remove repeats from the first list, so a common value is counted once per copy.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    sort(a.begin(), a.end());
    sort(b.begin(), b.end());
    int count = 0;
    for (long long x : a)
        if (binary_search(b.begin(), b.end(), x)) ++count;
    cout << count << "\n";
    return 0;
}
