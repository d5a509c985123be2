// Deliberately wrong variant of solutions/digit_frequency_table.cpp: takes digits with n % 10 while n > 0, so n = 0 shows no digit at all.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int count[10] = {0};
    while (n > 0) {
        ++count[n % 10];
        n /= 10;
    }
    for (int d = 0; d < 10; ++d) cout << count[d] << (d == 9 ? "\n" : " ");
    return 0;
}
