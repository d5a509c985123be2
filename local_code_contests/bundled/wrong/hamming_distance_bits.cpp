// Deliberately wrong variant of solutions/hamming_distance_bits.cpp: uses __builtin_popcount, which only counts the low 32 bits.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << __builtin_popcount(a ^ b) << "\n";
    return 0;
}
