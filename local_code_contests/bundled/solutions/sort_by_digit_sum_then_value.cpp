#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int digitSum(long long x) {
    int s = 0;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end(), [](long long x, long long y) {
        int dx = digitSum(x), dy = digitSum(y);
        if (dx != dy) return dx < dy;
        return x < y;
    });
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
