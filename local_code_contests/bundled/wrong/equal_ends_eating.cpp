// Bug: requires at least one candy to stay uneaten (a + b < n instead of a + b <= n).
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> w(n);
    for (auto &x : w) cin >> x;
    int best = 0;
    long long left = 0;
    for (int a = 0; a <= n; ++a) {
        if (a > 0) left += w[a - 1];
        long long right = 0;
        for (int b = 0; a + b < n; ++b) {
            if (b > 0) right += w[n - b];
            if (left == right) best = max(best, a + b);
        }
    }
    cout << best << "\n";
    return 0;
}
