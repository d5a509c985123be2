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
    long long total = 0;
    for (int i = 0; i < 2 * n; i += 2) total += a[i];  // pair neighbours in sorted order
    cout << total << "\n";
    return 0;
}
