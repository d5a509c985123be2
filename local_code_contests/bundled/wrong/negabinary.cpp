// Deliberately wrong variant of solutions/negabinary.cpp: uses C++ division towards zero without fixing negative remainders.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    cin >> n;
    if (n == 0) {
        cout << "0\n";
        return 0;
    }
    string digits;
    while (n != 0) {
        digits += char('0' + llabs(n % 2));
        n /= -2;
    }
    reverse(digits.begin(), digits.end());
    cout << digits << "\n";
    return 0;
}
