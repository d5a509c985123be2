#include <cstdio>
#include <cstdlib>

int main() {
    int h, m;
    scanf("%d:%d", &h, &m);
    // Work in half-degrees to stay with integers.
    int hour_hand = (h % 12) * 60 + m;  // 30 degrees per hour, half a degree per minute
    int minute_hand = 12 * m;           // 6 degrees per minute
    int diff = abs(hour_hand - minute_hand);
    if (diff > 360) diff = 720 - diff;
    printf("%d.%d\n", diff / 2, diff % 2 ? 5 : 0);
    return 0;
}
