#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n), out(n);
    for (auto &x : a) cin >> x;
    int l = 0, r = n - 1;
    for (int pos = n - 1; pos >= 0; --pos) {  // the largest square is at one of the two ends
        if (a[l] * a[l] > a[r] * a[r]) out[pos] = a[l] * a[l], ++l;
        else out[pos] = a[r] * a[r], --r;
    }
    for (int i = 0; i < n; ++i) cout << out[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
