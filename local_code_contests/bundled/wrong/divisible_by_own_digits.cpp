// Deliberately wrong variant of solutions/divisible_by_own_digits.cpp: answers NO as soon as it meets a zero digit instead of skipping it.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    bool ok = true;
    for (long long m = n; m > 0; m /= 10) {
        int d = m % 10;
        if (d == 0 || n % d != 0) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
