// Bug: also takes a point away when the total equals lower.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    long long lower, upper;
    cin >> n >> k >> lower >> upper;
    vector<long long> c(n);
    for (auto &x : c) cin >> x;
    long long window = 0;
    int points = 0;
    for (int i = 0; i < n; ++i) {
        window += c[i];
        if (i >= k) window -= c[i - k];
        if (i >= k - 1) {
            if (window <= lower) --points;
            else if (window > upper) ++points;
        }
    }
    cout << points << "\n";
    return 0;
}
