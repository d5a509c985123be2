// Deliberately wrong variant of solutions/count_distinct_absolute_values.cpp: forgets to take absolute values, so -5 and 5 count as different.
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
    cout << unique(a.begin(), a.end()) - a.begin() << "\n";
    return 0;
}
