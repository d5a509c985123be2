// Deliberately wrong variant of solutions/armstrong_number.cpp: always cubes the digits instead of raising them to the number of digits.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long sum = 0;
    for (long long m = n; m > 0; m /= 10) {
        long long d = m % 10;
        sum += d * d * d;
    }
    cout << (sum == n ? "YES" : "NO") << "\n";
    return 0;
}
