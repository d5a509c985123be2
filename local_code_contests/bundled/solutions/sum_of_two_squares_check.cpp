#include <cmath>
#include <iostream>
using namespace std;

bool is_square(long long x) {
    long long k = (long long)sqrtl((long double)x);
    while (k > 0 && k * k > x) --k;
    while ((k + 1) * (k + 1) <= x) ++k;
    return k * k == x;
}

int main() {
    long long n;
    cin >> n;
    bool found = false;
    for (long long a = 0; a * a <= n && !found; ++a)
        if (is_square(n - a * a)) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
