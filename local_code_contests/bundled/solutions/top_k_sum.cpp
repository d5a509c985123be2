#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end(), greater<long long>());
    long long sum = 0;
    for (int i = 0; i < k; ++i) sum += a[i];
    cout << sum << "\n";
    return 0;
}
