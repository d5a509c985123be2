#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n), b(n);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    sort(a.begin(), a.end());
    sort(b.rbegin(), b.rend());
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += a[i] * b[i];
    cout << sum << "\n";
    return 0;
}
