// Deliberately wrong variant of solutions/digit_sum_in_base.cpp: adds the digits in an int, which overflows when a digit is large.
#include <iostream>
using namespace std;

int main() {
    long long n, b;
    cin >> n >> b;
    int sum = 0;
    for (; n > 0; n /= b) sum += n % b;
    cout << sum << "\n";
    return 0;
}
