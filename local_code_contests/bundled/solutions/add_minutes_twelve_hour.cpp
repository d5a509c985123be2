#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, m; char c; string ap; long long k;
    cin >> h >> c >> m >> ap >> k;
    int h24 = h % 12 + (ap == "PM" ? 12 : 0);
    long long t = (h24 * 60 + m + k % 1440) % 1440;
    int hh = t / 60, mm = t % 60;
    int h12 = hh % 12 == 0 ? 12 : hh % 12;
    printf("%02d:%02d %s\n", h12, mm, hh < 12 ? "AM" : "PM");
}
