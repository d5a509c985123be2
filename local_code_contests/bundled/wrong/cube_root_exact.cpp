// Deliberately wrong variant of solutions/cube_root_exact.cpp: searches k only up to 10^5, but cube roots go up to 10^6.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long lo = 1, hi = 100000;
    while (lo < hi) {
        long long mid = (lo + hi) / 2;
        if (mid * mid * mid >= n) hi = mid;
        else lo = mid + 1;
    }
    cout << (lo * lo * lo == n ? lo : -1) << "\n";
    return 0;
}
