// Deliberately wrong variant of solutions/odd_vs_even_position_sums.cpp: never prints EQUAL: equal sums give EVEN.
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
    long long odd = 0, even = 0;
    for (int i = 0; i < n; ++i) (i % 2 == 0 ? odd : even) += a[i];
    if (odd > even) cout << "ODD\n";
    else if (even >= odd) cout << "EVEN\n";
    else cout << "EQUAL\n";
    return 0;
}
