#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long sum = 0;
    for (int i = 1; i + 1 < n; ++i) sum += a[i];
    cout << sum << "\n";
    return 0;
}
