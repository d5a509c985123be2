// Bug: only checks that the year starts on the same day of the week, not that it is a leap year exactly when y is.
#include <bits/stdc++.h>
using namespace std;
bool leap(long long y) { return y % 400 == 0 || (y % 4 == 0 && y % 100 != 0); }
int main() {
    long long y;
    cin >> y;
    int shift = 0;
    for (long long z = y + 1;; z++) {
        shift = (shift + (leap(z - 1) ? 366 : 365)) % 7;
        if (shift == 0) { cout << z << "\n"; return 0; }
    }
}
