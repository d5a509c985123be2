// Deliberately wrong variant of solutions/sum_of_two_squares_check.cpp: tries only a * a < n / 2, missing sums of two equal squares such as 2 or 18.
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
    for (long long a = 0; a * a < n / 2 || a == 0; ++a)
        if (is_square(n - a * a)) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
