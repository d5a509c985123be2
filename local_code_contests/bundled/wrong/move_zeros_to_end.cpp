// Bug: swaps every zero with the last non-zero element, which breaks the order of the non-zero elements.
#include <iostream>
#include <vector>
#include <utility>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int l = 0, r = n - 1;
    while (l < r) {
        if (a[r] == 0) --r;
        else if (a[l] != 0) ++l;
        else swap(a[l], a[r]);
    }
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
