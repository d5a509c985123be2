// Deliberately wrong variant of solutions/k_sign_flips.cpp: ignores the operations left after all negatives are flipped.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    for (int i = 0; i < n && k > 0 && a[i] < 0; ++i) {
        a[i] = -a[i];
        --k;
    }
    long long sum = 0;
    for (long long x : a) sum += x;
    cout << sum << "\n";
    return 0;
}
