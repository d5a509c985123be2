// Deliberately wrong variant of solutions/leap_years_in_range.cpp: subtracts the count up to a instead of up to a - 1, so the year a itself is lost.
#include <iostream>
using namespace std;

long long leaps_up_to(long long y) {
    return y / 4 - y / 100 + y / 400;
}

int main() {
    long long a, b;
    cin >> a >> b;
    cout << leaps_up_to(b) - leaps_up_to(a) << "\n";
    return 0;
}
