// Deliberately wrong variant of solutions/harshad_number.cpp: destroys n while summing its digits, then tests 0 % sum, so it always answers YES.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long digit_sum = 0;
    while (n > 0) {
        digit_sum += n % 10;
        n /= 10;
    }
    cout << (n % digit_sum == 0 ? "YES" : "NO") << "\n";
    return 0;
}
