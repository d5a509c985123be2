// Bug: uses __builtin_popcount, which only counts the lowest 32 bits.
#include <iostream>
using namespace std;

int main() {
    unsigned long long a, b;
    cin >> a >> b;
    cout << __builtin_popcount(a ^ b) << "\n";
    return 0;
}
