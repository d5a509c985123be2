#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    // Subtracting b from a while a > b is a division: each Euclid step adds the quotient.
    long long operations = 0;
    while (b != 0) {
        operations += a / b;
        long long r = a % b;
        a = b;
        b = r;
    }
    // The last quotient counts one subtraction too many: it stops at (b, b), not at (0, b).
    cout << operations - 1 << "\n";
    return 0;
}
