// Bug: counts a new value whenever it differs from the previous number, not from all earlier numbers.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long prev = 0;
    int cnt = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        if (i == 0 || x != prev) ++cnt;
        prev = x;
        cout << cnt << (i + 1 < n ? ' ' : '\n');
    }
    return 0;
}
