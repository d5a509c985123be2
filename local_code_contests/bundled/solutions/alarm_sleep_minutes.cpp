#include <cstdio>

int main() {
    int h1, m1, h2, m2;
    scanf("%d:%d %d:%d", &h1, &m1, &h2, &m2);
    int diff = ((h2 * 60 + m2) - (h1 * 60 + m1) + 1440) % 1440;
    if (diff == 0) diff = 1440;  // the same time: a full day later
    printf("%d\n", diff);
    return 0;
}
