// Bug: prints hour 00 instead of 12 when the reflected time is in the twelfth hour.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, m; char c;
    cin >> h >> c >> m;
    int t = (h % 12) * 60 + m;
    int r = (720 - t) % 720;
    printf("%02d:%02d\n", r / 60, r % 60);
}
