#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, m; char c;
    cin >> h >> c >> m;
    int t = (h % 12) * 60 + m;
    int r = (720 - t) % 720;
    int rh = r / 60;
    if (rh == 0) rh = 12;
    printf("%02d:%02d\n", rh, r % 60);
}
