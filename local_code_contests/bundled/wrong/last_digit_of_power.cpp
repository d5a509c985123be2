// Deliberately wrong variant of solutions/last_digit_of_power.cpp: uses the exponent b mod 4 directly, so a multiple of 4 acts like exponent 0.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long result = 1;
    for (long long i = 0; i < b % 4; ++i) result = result * (a % 10) % 10;
    cout << result << "\n";
    return 0;
}
