// Deliberately wrong variant of solutions/digit_count_in_base.cpp: counts no digits at all for n = 0.
#include <iostream>
using namespace std;

int main() {
    long long n, b;
    cin >> n >> b;
    int digits = 0;
    while (n > 0) {
        n /= b;
        ++digits;
    }
    cout << digits << "\n";
    return 0;
}
