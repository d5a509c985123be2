#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    int pmax = 0, pmin = 0;
    for (int i = 0; i < n; ++i) {
        if (a[i] > a[pmax]) pmax = i;
        if (a[i] <= a[pmin]) pmin = i;
    }
    int ans = pmax + (n - 1 - pmin);
    if (pmax > pmin) --ans;
    cout << ans << "\n";
    return 0;
}
