// Deliberately wrong variant of solutions/rounded_quotient.cpp: divides with C++ truncation towards zero instead of rounding down.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    if (b < 0) {
        a = -a;
        b = -b;
    }
    cout << (2 * a + b) / (2 * b) << "\n";
    return 0;
}
