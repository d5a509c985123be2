#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long lo = 1, hi = 1000000;  // 10^6 cubed is 10^18
    while (lo < hi) {  // smallest k with k^3 >= n
        long long mid = (lo + hi) / 2;
        if (mid * mid * mid >= n) hi = mid;
        else lo = mid + 1;
    }
    cout << (lo * lo * lo == n ? lo : -1) << "\n";
    return 0;
}
