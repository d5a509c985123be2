// Bug: only looks for the digit 7 in the minutes and forgets the hours.
#include <bits/stdc++.h>
using namespace std;
bool lucky(int t) { int m = t % 60; return m % 10 == 7 || m / 10 == 7; }
int main() {
    int x, hh, mm;
    cin >> x >> hh >> mm;
    int t = hh * 60 + mm;
    for (int y = 0; y < 100000; y++) {
        if (lucky(t)) { cout << y << "\n"; return 0; }
        t = (t - x + 1440) % 1440;
    }
    cout << -1 << "\n";
}
