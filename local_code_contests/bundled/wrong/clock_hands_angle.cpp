// Deliberately wrong variant of solutions/clock_hands_angle.cpp: does not take the smaller of the two angles.
#include <cstdio>
#include <cstdlib>

int main() {
    int h, m;
    scanf("%d:%d", &h, &m);
    int hour_hand = (h % 12) * 60 + m;
    int minute_hand = 12 * m;
    int diff = abs(hour_hand - minute_hand);
    printf("%d.%d\n", diff / 2, diff % 2 ? 5 : 0);
    return 0;
}
