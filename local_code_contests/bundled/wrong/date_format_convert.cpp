// Bug: does not pad a one-digit day or month with a leading zero.
#include <cstdio>

int main() {
    int d, m, y;
    if (scanf("%d.%d.%d", &d, &m, &y) != 3) return 1;
    printf("%d-%d-%d\n", y, m, d);
    return 0;
}
