#include <iostream>
using namespace std;

bool leap(long long y) {
    return y % 400 == 0 || (y % 4 == 0 && y % 100 != 0);
}

int main() {
    long long y;
    cin >> y;
    // 2001-01-01 was a Monday, and 2000 Gregorian years (5 cycles of 400) take a whole number of
    // weeks, so 0001-01-01 was a Monday too. Count days from there; weekday 0 = Monday.
    long long before = y - 1;
    long long day = before * 365 + before / 4 - before / 100 + before / 400;  // Jan 1 of year y
    int days[] = {31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int count = 0;
    for (int m = 0; m < 12; ++m) {
        if ((day + 12) % 7 == 4) ++count;  // the 13th is 12 days after the 1st; Friday = 4
        day += days[m];
    }
    cout << count << "\n";
    return 0;
}
