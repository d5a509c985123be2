// Deliberately wrong variant of solutions/element_equal_sum_of_others.cpp: checks only the largest number, which fails when negative numbers are present.
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
    long long total = 0;
    for (long long x : a) total += x;
    bool found = false;
    long long mx = *max_element(a.begin(), a.end());
    if (2 * mx == total) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
