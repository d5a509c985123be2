#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, mi; char c; long long n, m, k;
    cin >> h >> c >> mi >> n >> m >> k;
    long long t = (h * 60 + mi + n * m + (n - 1) * k) % 1440;
    printf("%02lld:%02lld\n", t / 60, t % 60);
}
