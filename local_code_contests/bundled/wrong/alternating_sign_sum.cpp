// Deliberately wrong variant of solutions/alternating_sign_sum.cpp: the sum is kept in an int and overflows.
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
    for (int i = 0; i < n; ++i) s += (i % 2 == 0 ? a[i] : -a[i]);
    cout << s << "\n";
    return 0;
}
