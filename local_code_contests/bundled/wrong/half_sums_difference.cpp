// Deliberately wrong variant of solutions/half_sums_difference.cpp: the two totals are ints and overflow.
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
    int front = 0, back = 0;
    for (int i = 0; i < n; ++i) (i < n / 2 ? front : back) += a[i];
    cout << front - back << "\n";
    return 0;
}
