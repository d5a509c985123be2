// Deliberately wrong variant of solutions/pairs_sum_divisible_by_k.cpp: requires the remainders to add up to k and misses pairs where both remainders are 0.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (a[i] % k + a[j] % k == k) ++count;
    cout << count << "\n";
    return 0;
}
