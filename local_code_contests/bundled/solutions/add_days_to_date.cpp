#include <bits/stdc++.h>
using namespace std;
int dim(int y, int m) {
    bool leap = y % 400 == 0 || (y % 4 == 0 && y % 100 != 0);
    int d[] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return d[m - 1];
}
int main() {
    int d, m, y; char c; long long n;
    cin >> d >> c >> m >> c >> y >> n;
    while (n-- > 0) {
        if (++d > dim(y, m)) { d = 1; if (++m > 12) { m = 1; y++; } }
    }
    printf("%02d.%02d.%04d\n", d, m, y);
}
