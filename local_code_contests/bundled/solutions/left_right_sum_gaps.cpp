#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long total = 0;
    for (auto &x : a) cin >> x, total += x;
    long long left = 0;
    for (int i = 0; i < n; ++i) {
        long long right = total - left - a[i];
        long long gap = left > right ? left - right : right - left;
        cout << gap << (i + 1 < n ? " " : "\n");
        left += a[i];
    }
    return 0;
}
