// Deliberately wrong variant of solutions/total_shift_time.cpp: prints the minutes without a leading zero.
#include <cstdio>

int main() {
    int n;
    scanf("%d", &n);
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int h1, m1, h2, m2;
        scanf("%d:%d-%d:%d", &h1, &m1, &h2, &m2);
        int length = (h2 * 60 + m2) - (h1 * 60 + m1);
        if (length < 0) length += 1440;
        total += length;
    }
    printf("%d:%d\n", total / 60, total % 60);
    return 0;
}
