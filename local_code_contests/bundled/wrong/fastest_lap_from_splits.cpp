// Bug: replaces the best lap on ties, so it reports the last of equally fast laps instead of the first.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    int prev = 0, best = INT_MAX, bestLap = 0;
    for (int i = 1; i <= n; i++) {
        int mm, ss; char c;
        cin >> mm >> c >> ss;
        int t = mm * 60 + ss;
        if (t - prev <= best) { best = t - prev; bestLap = i; }
        prev = t;
    }
    cout << bestLap << " " << best << "\n";
}
