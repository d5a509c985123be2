#include <algorithm>
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
        long long r = n % -2;  // -1, 0 or 1 in C++
        n /= -2;
        if (r < 0) {  // make the digit 1 and compensate in the quotient
            r += 2;
            n += 1;
        }
        digits += char('0' + r);
    }
    reverse(digits.begin(), digits.end());
    cout << digits << "\n";
    return 0;
}
