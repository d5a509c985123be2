#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int zeros = 0, best = 0, left = 0;
    for (int right = 0; right < n; ++right) {
        if (a[right] == 0) ++zeros;
        while (zeros > k) {
            if (a[left] == 0) --zeros;
            ++left;
        }
        best = max(best, right - left + 1);
    }
    cout << best << "\n";
    return 0;
}
