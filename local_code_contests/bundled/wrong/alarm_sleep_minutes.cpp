// Deliberately wrong variant of solutions/alarm_sleep_minutes.cpp: answers 0 instead of 1440 when both times are equal.
#include <cstdio>

int main() {
    int h1, m1, h2, m2;
    scanf("%d:%d %d:%d", &h1, &m1, &h2, &m2);
    int diff = ((h2 * 60 + m2) - (h1 * 60 + m1) + 1440) % 1440;
    printf("%d\n", diff);
    return 0;
}
