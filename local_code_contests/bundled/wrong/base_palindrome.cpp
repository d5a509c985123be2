// Deliberately wrong variant of solutions/base_palindrome.cpp: stores each digit as one char, so digits of 256 and more collide.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n, b;
    cin >> n >> b;
    string digits;
    while (n > 0) {
        digits += char('0' + n % b);
        n /= b;
    }
    string reversed(digits.rbegin(), digits.rend());
    cout << (digits == reversed ? "YES" : "NO") << "\n";
    return 0;
}
