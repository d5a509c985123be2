// Bug: lets happiness drop below zero.
#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    sort(h.begin(), h.end(), greater<long long>());
    long long sum = 0;
    for (int i = 0; i < k; ++i) sum += h[i] - i;
    cout << sum << "\n";
    return 0;
}
