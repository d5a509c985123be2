// Deliberately wrong variant of solutions/subtraction_steps_euclid.cpp: adds every quotient in full, counting the final subtraction that would reach 0.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long operations = 0;
    while (b != 0) {
        operations += a / b;
        long long r = a % b;
        a = b;
        b = r;
    }
    cout << operations << "\n";
    return 0;
}
