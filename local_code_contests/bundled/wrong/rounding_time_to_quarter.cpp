// Bug: does not wrap around midnight, printing 24:00 instead of 00:00.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, m; char c;
    cin >> h >> c >> m;
    int t = h * 60 + m;
    int r = t % 15;
    t = r <= 7 ? t - r : t + 15 - r;
    printf("%02d:%02d\n", t / 60, t % 60);
}
