// Deliberately wrong variant of solutions/count_equal_to_mean.cpp: compares with the mean rounded toward zero, so a fractional mean still matches some entries.
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
    long long sum = 0;
    for (long long x : a) sum += x;
    int count = 0;
    for (long long x : a)
        if (x == sum / n) ++count;
    cout << count << "\n";
    return 0;
}
