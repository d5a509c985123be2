// Deliberately wrong variant of solutions/adjacent_pair_differences.cpp: pairs neighbours in input order without sorting.
#include <iostream>
#include <vector>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(2 * n);
    for (auto &x : a) cin >> x;
    long long sum = 0;
    for (int i = 0; i < 2 * n; i += 2) sum += llabs(a[i + 1] - a[i]);
    cout << sum << "\n";
    return 0;
}
