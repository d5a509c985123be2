// Deliberately wrong variant of solutions/product_sign.cpp: multiplies the numbers directly, and the product overflows.
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
    long long p = 1;
    for (long long x : a) p *= x;
    cout << (p > 0) - (p < 0) << "\n";
    return 0;
}
