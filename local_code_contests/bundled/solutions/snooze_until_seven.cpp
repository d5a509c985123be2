#include <bits/stdc++.h>
using namespace std;
bool lucky(int t) { int h = t / 60, m = t % 60; return h % 10 == 7 || h / 10 == 7 || m % 10 == 7 || m / 10 == 7; }
int main() {
    int x, hh, mm;
    cin >> x >> hh >> mm;
    int t = hh * 60 + mm;
    for (int y = 0;; y++) {
        if (lucky(t)) { cout << y << "\n"; return 0; }
        t = (t - x + 1440) % 1440;
    }
}
