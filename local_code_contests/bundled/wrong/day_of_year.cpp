// Deliberately wrong variant of solutions/day_of_year.cpp: treats every year divisible by 4 as a leap year.
#include <cstdio>

int main() {
    int d, m, y;
    scanf("%d.%d.%d", &d, &m, &y);
    int days[] = {31, y % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int result = d;
    for (int i = 0; i < m - 1; ++i) result += days[i];
    printf("%d\n", result);
    return 0;
}
