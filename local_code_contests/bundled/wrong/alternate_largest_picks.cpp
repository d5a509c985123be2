// Bug: sorts in ascending order, so the players take the smallest numbers first.
#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    sort(a.begin(), a.end());
    long long diff = 0;
    for (int i = 0; i < n; ++i) diff += (i % 2 == 0) ? a[i] : -a[i];
    cout << diff << "\n";
    return 0;
}
