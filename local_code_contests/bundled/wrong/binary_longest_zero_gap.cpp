// Deliberately wrong variant of solutions/binary_longest_zero_gap.cpp: counts the trailing zeros as a gap although no 1 follows them.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int best = 0, run = 0;
    for (; n > 0; n /= 2) {
        if (n % 2 == 0) {
            ++run;
        } else {
            if (run > best) best = run;
            run = 0;
        }
    }
    cout << best << "\n";
    return 0;
}
