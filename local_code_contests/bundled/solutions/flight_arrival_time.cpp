#include <cstdio>

int main() {
    int h, m, a, b, d;
    scanf("%d:%d %d %d %d", &h, &m, &a, &b, &d);
    // Minutes since the local midnight of the take-off date, moved to the destination's clocks.
    int t = h * 60 + m - a * 60 + d + b * 60;
    int days = t >= 0 ? t / 1440 : -((-t + 1439) / 1440);  // floor division
    int minute = t - days * 1440;
    printf("%02d:%02d %d\n", minute / 60, minute % 60, days);
    return 0;
}
