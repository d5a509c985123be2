#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long left = -2000000000LL, right = 2000000000LL;
    for (int i = 0; i < n; ++i) {
        long long l, r;
        cin >> l >> r;
        left = max(left, l);
        right = min(right, r);
    }
    cout << (left <= right ? right - left : -1) << "\n";
    return 0;
}
