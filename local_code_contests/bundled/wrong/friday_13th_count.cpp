// Deliberately wrong variant of solutions/friday_13th_count.cpp: counts days from 2001 and takes a negative remainder for earlier years.
#include <iostream>
using namespace std;

bool leap(long long y) {
    return y % 400 == 0 || (y % 4 == 0 && y % 100 != 0);
}

long long jan1(long long y) {  // days from 0001-01-01 to January 1 of year y
    long long before = y - 1;
    return before * 365 + before / 4 - before / 100 + before / 400;
}

int main() {
    long long y;
    cin >> y;
    long long day = jan1(y) - jan1(2001);  // 2001-01-01 was a Monday (weekday 0)
    int days[] = {31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int count = 0;
    for (int m = 0; m < 12; ++m) {
        if ((day + 12) % 7 == 4) ++count;
        day += days[m];
    }
    cout << count << "\n";
    return 0;
}
