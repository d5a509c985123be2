// Bug: does not wrap around the circle: stops at a_n instead of going on from a_1.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i < n; ++i) {
        long long sum = 0;
        for (int j = 1; j <= k && i + j < n; ++j) sum += a[i + j];
        cout << sum << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
