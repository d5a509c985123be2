// Deliberately wrong variant of solutions/smallest_distinct_digit_sum.cpp: picks the right digits but prints them from the largest down instead of in increasing order.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int s;
    cin >> s;
    string digits;
    for (int d = 9; d >= 1 && s > 0; --d) {
        if (s >= d) {
            digits += char('0' + d);
            s -= d;
        }
    }
    cout << digits << "\n";
    return 0;
}
