// Deliberately wrong variant of solutions/cascade_tanks.cpp: the total capacity is summed in an int, so the lost water is wrong for big tanks.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long w;
    cin >> n >> w;
    long long left = w;
    int total = 0;
    for (int i = 0; i < n; ++i) {
        long long c;
        cin >> c;
        total += c;
        long long here = min(c, left);
        left -= here;
        cout << here << (i + 1 < n ? ' ' : '\n');
    }
    cout << max(0LL, w - total) << "\n";
    return 0;
}
