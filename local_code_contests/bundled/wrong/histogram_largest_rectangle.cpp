// Deliberately wrong variant of solutions/histogram_largest_rectangle.cpp: the heights and the area are ints, so large areas overflow.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> h(n);
    for (auto &x : h) cin >> x;
    int best = 0;
    for (int l = 0; l < n; ++l) {
        int low = h[l];
        for (int r = l; r < n; ++r) {
            low = min(low, h[r]);
            best = max(best, low * (r - l + 1));
        }
    }
    cout << best << "\n";
    return 0;
}
