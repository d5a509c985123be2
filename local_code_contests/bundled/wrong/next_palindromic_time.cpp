// Bug: starts checking at the given time itself, so a palindromic input is printed unchanged.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, m; char c;
    cin >> h >> c >> m;
    int t = h * 60 + m;
    for (int step = 0; step < 1440; step++) {
        int u = (t + step) % 1440;
        char s[8];
        snprintf(s, sizeof s, "%02d%02d", u / 60, u % 60);
        if (s[0] == s[3] && s[1] == s[2]) { printf("%02d:%02d\n", u / 60, u % 60); return 0; }
    }
}
