#include <cmath>
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long x = (long long)sqrtl((long double)n);
    while (x * x > n) --x;  // fix the rounding of the floating-point root
    while ((x + 1) * (x + 1) <= n) ++x;
    cout << x << "\n";
    return 0;
}
