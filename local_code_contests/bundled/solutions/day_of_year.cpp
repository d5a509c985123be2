#include <cstdio>

bool leap(int y) {
    return y % 400 == 0 || (y % 4 == 0 && y % 100 != 0);
}

int main() {
    int d, m, y;
    scanf("%d.%d.%d", &d, &m, &y);
    int days[] = {31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int result = d;
    for (int i = 0; i < m - 1; ++i) result += days[i];
    printf("%d\n", result);
    return 0;
}
