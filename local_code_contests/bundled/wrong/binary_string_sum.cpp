// Deliberately wrong variant of solutions/binary_string_sum.cpp: converts the strings to unsigned long long, which overflows beyond 64 bits.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    unsigned long long x = 0, y = 0;
    for (char c : a) x = x * 2 + (c - '0');
    for (char c : b) y = y * 2 + (c - '0');
    unsigned long long sum = x + y;
    string result;
    do {
        result += char('0' + sum % 2);
        sum /= 2;
    } while (sum > 0);
    reverse(result.begin(), result.end());
    cout << result << "\n";
    return 0;
}
