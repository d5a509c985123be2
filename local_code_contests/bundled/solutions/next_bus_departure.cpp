#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; long long t;
    cin >> n >> t;
    long long best = LLONG_MAX; int route = 0;
    for (int i = 1; i <= n; i++) {
        long long s, d;
        cin >> s >> d;
        long long when = s >= t ? s : s + (t - s + d - 1) / d * d;
        if (when < best) { best = when; route = i; }
    }
    cout << route << "\n";
}
