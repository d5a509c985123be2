// Bug: throws away every copy of the highest and of the lowest mark.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    sort(a.begin(), a.end());
    int sum = 0;
    for (int i = 0; i < n; ++i)
        if (a[i] != a[0] && a[i] != a[n - 1]) sum += a[i];
    cout << sum << "\n";
    return 0;
}
