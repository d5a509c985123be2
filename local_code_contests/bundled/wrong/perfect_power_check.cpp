// Deliberately wrong variant of solutions/perfect_power_check.cpp: tries only squares and cubes, missing powers like 2^5.
#include <cmath>
#include <iostream>
using namespace std;

int compare_power(long long a, int b, long long n) {
    __int128 value = 1;
    for (int i = 0; i < b; ++i) {
        value *= a;
        if (value > n) return 1;
    }
    return value == n ? 0 : -1;
}

int main() {
    long long n;
    cin >> n;
    bool found = n == 1;
    for (int b = 2; b <= 3 && !found; ++b) {
        long long a = (long long)llround(pow((double)n, 1.0 / b));
        for (long long c = a - 1; c <= a + 1; ++c)
            if (c >= 2 && compare_power(c, b, n) == 0) found = true;
    }
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
