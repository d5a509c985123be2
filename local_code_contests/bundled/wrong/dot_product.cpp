// Deliberately wrong variant of solutions/dot_product.cpp: multiplies two ints, so a product can overflow before it is added.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n), b(n);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += a[i] * b[i];
    cout << sum << "\n";
    return 0;
}
