// Deliberately wrong variant of solutions/max_gcd_removing_one.cpp: always removes the smallest element, which is not always the best choice.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    a.erase(min_element(a.begin(), a.end()));
    long long g = 0;
    for (long long x : a) g = gcd(g, x);
    cout << g << "\n";
    return 0;
}
