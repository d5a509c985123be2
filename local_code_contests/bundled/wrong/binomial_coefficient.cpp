// Deliberately wrong variant of solutions/binomial_coefficient.cpp: computes n! / (k! (n-k)!) with factorials that overflow for n > 20.
#include <iostream>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    long long f[61];
    f[0] = 1;
    for (int i = 1; i <= 60; ++i) f[i] = f[i - 1] * i;
    cout << f[n] / (f[k] * f[n - k]) << "\n";
    return 0;
}
