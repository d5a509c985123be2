// Deliberately wrong variant of solutions/power_of_two_digit_sum.cpp: keeps 2^n in an unsigned long long, which overflows from n = 64 on.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    unsigned long long power = 1;
    for (int step = 0; step < n; ++step) power *= 2;
    int sum = 0;
    for (; power > 0; power /= 10) sum += power % 10;
    cout << sum << "\n";
    return 0;
}
