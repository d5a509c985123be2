// Deliberately wrong variant of solutions/factorial_trailing_zeros.cpp: stops before the power of 5 equal to n (p < n instead of p <= n).
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long zeros = 0;
    for (long long p = 5; p < n; p *= 5) zeros += n / p;
    cout << zeros << "\n";
    return 0;
}
