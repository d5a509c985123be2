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
    for (int pass = 0; pass < n - 1; ++pass)
        for (int i = 0; i + 1 < n; ++i)
            if (a[i] < a[i + 1]) swap(a[i], a[i + 1]);
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
