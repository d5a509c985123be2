#include <cstdio>

int main() {
    long long d;
    int h, m, s;
    scanf("%lld %d:%d:%d", &d, &h, &m, &s);
    long long total = h * 3600 + m * 60 + s;
    long long pace = total * 1000 / d;
    printf("%lld:%02lld\n", pace / 60, pace % 60);
    return 0;
}
