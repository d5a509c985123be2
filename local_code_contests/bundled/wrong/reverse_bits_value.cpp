// Deliberately wrong variant of solutions/reverse_bits_value.cpp: reads n into a 32-bit unsigned int, losing the high bits.
#include <iostream>
using namespace std;

int main() {
    long long input;
    cin >> input;
    unsigned n = (unsigned)input;
    long long reversed = 0;
    for (; n > 0; n >>= 1) reversed = reversed * 2 + (n & 1);
    cout << reversed << "\n";
    return 0;
}
