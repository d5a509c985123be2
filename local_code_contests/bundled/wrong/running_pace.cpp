// Deliberately wrong variant of solutions/running_pace.cpp: prints the seconds without a leading zero.
#include <cstdio>

int main() {
    long long d;
    int h, m, s;
    scanf("%lld %d:%d:%d", &d, &h, &m, &s);
    long long total = h * 3600 + m * 60 + s;
    long long pace = total * 1000 / d;
    printf("%lld:%lld\n", pace / 60, pace % 60);
    return 0;
}
