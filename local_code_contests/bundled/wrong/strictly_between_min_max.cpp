// Deliberately wrong variant of solutions/strictly_between_min_max.cpp: answers n - 2, as if the minimum and the maximum occurred once each.
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
    long long mn = *min_element(a.begin(), a.end());
    long long mx = *max_element(a.begin(), a.end());
    int count = (mn < mx) ? n - 2 : 0;
    cout << count << "\n";
    return 0;
}
