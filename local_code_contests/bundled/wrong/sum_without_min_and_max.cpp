// Deliberately wrong variant of solutions/sum_without_min_and_max.cpp: throws away every copy of the minimum and the maximum.
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
    long long mn = *min_element(a.begin(), a.end()), mx = *max_element(a.begin(), a.end());
    long long sum = 0;
    for (long long x : a)
        if (x != mn && x != mx) sum += x;
    cout << sum << "\n";
    return 0;
}
