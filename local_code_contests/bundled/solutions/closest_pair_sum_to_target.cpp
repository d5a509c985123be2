#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long best = -1;
    int i = 0, j = n - 1;
    while (i < j) {
        long long sum = a[i] + a[j];
        long long dist = sum > t ? sum - t : t - sum;
        if (best < 0 || dist < best) best = dist;
        if (sum < t) ++i;
        else --j;
    }
    cout << best << "\n";
    return 0;
}
