// Deliberately wrong variant of solutions/triangular_sum_mod.cpp: computes n * (n + 1) / 2 in 64 bits, which overflows for n above about 4 * 10^9.
#include <iostream>
using namespace std;

int main() {
    unsigned long long n, m;
    cin >> n >> m;
    unsigned long long sum = n * (n + 1) / 2;
    cout << sum % m << "\n";
    return 0;
}
