#include <cstdio>

bool leap(int y) {
    return y % 400 == 0 || (y % 4 == 0 && y % 100 != 0);
}

int main() {
    int y, m, d;
    scanf("%d-%d-%d", &y, &m, &d);
    int days[] = {31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (++d > days[m - 1]) {
        d = 1;
        if (++m > 12) {
            m = 1;
            ++y;
        }
    }
    printf("%04d-%02d-%02d\n", y, m, d);
    return 0;
}
