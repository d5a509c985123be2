#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    // Every unhappy number ends in the cycle 4 -> 16 -> 37 -> 58 -> 89 -> 145 -> 42 -> 20 -> 4.
    while (n != 1 && n != 4) {
        long long next = 0;
        for (long long m = n; m > 0; m /= 10) next += (m % 10) * (m % 10);
        n = next;
    }
    cout << (n == 1 ? "YES" : "NO") << "\n";
    return 0;
}
