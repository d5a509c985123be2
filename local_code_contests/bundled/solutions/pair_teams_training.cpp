#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long total = 0;
    for (int i = 0; i < n; i += 2) total += a[i + 1] - a[i];  // neighbours in sorted order form teams
    cout << total << "\n";
    return 0;
}
