#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long sum = 0;
    for (int i = n - 1; i >= n - k; --i) sum += a[i];
    cout << sum << "\n";
    return 0;
}
