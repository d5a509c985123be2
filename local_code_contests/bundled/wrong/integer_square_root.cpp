// Deliberately wrong variant of solutions/integer_square_root.cpp: trusts the double square root, which rounds 10^18 - 1 up to 10^9.
#include <cmath>
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    cout << (long long)sqrt((double)n) << "\n";
    return 0;
}
