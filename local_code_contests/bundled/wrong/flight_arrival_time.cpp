// Deliberately wrong variant of solutions/flight_arrival_time.cpp: uses C++ division and remainder, which round towards zero for a negative time.
#include <cstdio>

int main() {
    int h, m, a, b, d;
    scanf("%d:%d %d %d %d", &h, &m, &a, &b, &d);
    int t = h * 60 + m - a * 60 + d + b * 60;
    int days = t / 1440;
    int minute = t % 1440;
    if (minute < 0) minute += 1440;
    printf("%02d:%02d %d\n", minute / 60, minute % 60, days);
    return 0;
}
