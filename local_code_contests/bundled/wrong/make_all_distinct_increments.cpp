// Deliberately wrong variant of solutions/make_all_distinct_increments.cpp: processes the array in input order without sorting.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long ops = 0;
    for (int i = 1; i < n; ++i) {
        if (a[i] <= a[i - 1]) {
            ops += a[i - 1] + 1 - a[i];
            a[i] = a[i - 1] + 1;
        }
    }
    cout << ops << "\n";
    return 0;
}
