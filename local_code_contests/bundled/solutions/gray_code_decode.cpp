#include <iostream>
using namespace std;

int main() {
    long long g;
    cin >> g;
    // Bit i of x is the XOR of the bits of g from position i upwards.
    long long x = 0;
    for (long long shifted = g; shifted > 0; shifted >>= 1) x ^= shifted;
    cout << x << "\n";
    return 0;
}
