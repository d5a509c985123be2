// Deliberately wrong variant of solutions/zero_sum_segments.cpp: only segments of length at least 2 are counted, single zeros are missed.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long count = 0;
    for (int l = 0; l < n; ++l) {
        long long sum = 0;
        sum = a[l];
        for (int r = l + 1; r < n; ++r) {
            sum += a[r];
            if (sum == 0) ++count;
        }
    }
    cout << count << "\n";
    return 0;
}
