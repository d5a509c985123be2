// Deliberately wrong variant of solutions/derangements.cpp: rounds n! / e in double precision, which is off for large n.
#include <cmath>
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    double factorial = 1;
    for (int i = 2; i <= n; ++i) factorial *= i;
    cout << (long long)llround(factorial / exp(1.0)) << "\n";
    return 0;
}
