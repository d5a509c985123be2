// Deliberately wrong variant of solutions/multiplicative_persistence.cpp: always makes at least one replacement, even for a single digit.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int steps = 0;
    do {
        long long product = 1;
        for (long long m = n; m > 0; m /= 10) product *= m % 10;
        n = product;
        ++steps;
    } while (n >= 10);
    cout << steps << "\n";
    return 0;
}
