// Deliberately wrong variant of solutions/value_frequency_table.cpp: never prints the group of the largest value.
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
    int start = 0;
    for (int i = 1; i < n; ++i)
        if (i == n || a[i] != a[start]) {
            cout << a[start] << " " << i - start << "\n";
            start = i;
        }
    return 0;
}
