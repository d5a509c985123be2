// Deliberately wrong variant of solutions/largest_power_of_two_divisor.cpp: builds 2^k as 1 << k in int, which overflows for k >= 31.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int k = 0;
    while (n % 2 == 0) {
        n /= 2;
        ++k;
    }
    long long power = 1 << k;
    cout << power << "\n";
    return 0;
}
