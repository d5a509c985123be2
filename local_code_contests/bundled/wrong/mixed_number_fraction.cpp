// Deliberately wrong variant of solutions/mixed_number_fraction.cpp: prints the remainder over b without reducing the fraction.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long whole = a / b, rest = a % b;
    if (rest == 0) {
        cout << whole << "\n";
        return 0;
    }
    if (whole > 0) cout << whole << " ";
    cout << rest << "/" << b << "\n";
    return 0;
}
