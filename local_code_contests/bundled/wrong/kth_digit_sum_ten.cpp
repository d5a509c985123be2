// Deliberately wrong variant of solutions/kth_digit_sum_ten.cpp: searches only below 10^7, but the 10000-th such number is larger.
#include <iostream>
using namespace std;

int main() {
    int k;
    cin >> k;
    long long last = 0;
    for (long long x = 1; x < 10000000; ++x) {
        int sum = 0;
        for (long long y = x; y > 0; y /= 10) sum += y % 10;
        if (sum == 10) {
            last = x;
            if (--k == 0) break;
        }
    }
    cout << last << "\n";
    return 0;
}
