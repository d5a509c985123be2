// Deliberately wrong variant of solutions/simplify_fraction.cpp: leaves the minus sign in the denominator when b is negative.
#include <iostream>
#include <numeric>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long g = gcd(a, b);
    cout << a / g << "/" << b / g << "\n";
    return 0;
}
