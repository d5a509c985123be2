#include <iostream>
using namespace std;

long long floor_div(long long a, long long b) {  // b > 0
    long long q = a / b;
    if (a % b != 0 && a < 0) --q;
    return q;
}

int main() {
    long long a, b;
    cin >> a >> b;
    if (b < 0) {
        a = -a;
        b = -b;
    }
    // round(a / b) with halves up = floor(a / b + 1/2) = floor((2a + b) / 2b); |2a + b| <= 3 * 10^18 fits.
    cout << floor_div(2 * a + b, 2 * b) << "\n";
    return 0;
}
