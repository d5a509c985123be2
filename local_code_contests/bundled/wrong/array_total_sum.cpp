// Deliberately wrong variant of solutions/array_total_sum.cpp: the sum is kept in an int and overflows.
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
    int sum = 0;
    for (long long x : a) sum += x;
    cout << sum << "\n";
    return 0;
}
