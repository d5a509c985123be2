#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    // x*x - y*y = (x - y)(x + y): both factors have the same parity, so n = 2 (mod 4) is impossible;
    // odd n = ((n+1)/2)^2 - ((n-1)/2)^2 and n = 4k = (k+1)^2 - (k-1)^2.
    cout << (n % 4 != 2 ? "YES" : "NO") << "\n";
    return 0;
}
