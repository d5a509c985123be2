#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long base = a % 10, result = 1;
    while (b > 0) {  // fast exponentiation modulo 10
        if (b & 1) result = result * base % 10;
        base = base * base % 10;
        b >>= 1;
    }
    cout << result << "\n";
    return 0;
}
