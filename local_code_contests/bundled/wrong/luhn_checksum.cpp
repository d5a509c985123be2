// Deliberately wrong variant of solutions/luhn_checksum.cpp: counts positions from the left, so odd-length numbers double the wrong digits.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int sum = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        int d = s[i] - '0';
        if (i % 2 == 0) {
            d *= 2;
            if (d > 9) d -= 9;
        }
        sum += d;
    }
    cout << (sum % 10 == 0 ? "YES" : "NO") << "\n";
    return 0;
}
