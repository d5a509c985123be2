#include <iostream>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    long long best = -1;
    int route = 0;
    for (int i = 1; i <= n; ++i) {
        long long s, d;
        cin >> s >> d;
        long long when = s;
        if (s < t) when = s + (t - s + d - 1) / d * d;
        if (best == -1 || when < best) { best = when; route = i; }
    }
    cout << route << "\n";
    return 0;
}
