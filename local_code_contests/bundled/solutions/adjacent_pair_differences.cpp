#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(2 * n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long sum = 0;
    for (int i = 0; i < 2 * n; i += 2) sum += a[i + 1] - a[i];
    cout << sum << "\n";
    return 0;
}
