// Deliberately wrong variant of solutions/sum_of_distinct_values.cpp: the sum is kept in an int and overflows.
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
    int sum = 0;
    for (int i = 0; i < n; ++i)
        if (i == 0 || a[i] != a[i - 1]) sum += a[i];
    cout << sum << "\n";
    return 0;
}
