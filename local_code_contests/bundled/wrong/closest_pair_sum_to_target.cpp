// Bug: also lets an element pair with itself.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long best = -1;
    for (int i = 0; i < n; ++i)
        for (int j = i; j < n; ++j) {
            long long sum = a[i] + a[j];
            long long dist = sum > t ? sum - t : t - sum;
            if (best < 0 || dist < best) best = dist;
        }
    cout << best << "\n";
    return 0;
}
