// Deliberately wrong variant of solutions/days_between_dates.cpp: forgets the divisible-by-400 rule, so 2000 is not a leap year.
#include <cstdio>

bool leap(long long y) {
    return y % 4 == 0 && y % 100 != 0;
}

long long day_number(int y, int m, int d) {
    long long before = y - 1;
    long long days = before * 365 + before / 4 - before / 100;
    int month_days[] = {31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    for (int i = 0; i < m - 1; ++i) days += month_days[i];
    return days + d - 1;
}

int main() {
    int y1, m1, d1, y2, m2, d2;
    scanf("%d-%d-%d %d-%d-%d", &y1, &m1, &d1, &y2, &m2, &d2);
    printf("%lld\n", day_number(y2, m2, d2) - day_number(y1, m1, d1));
    return 0;
}
