// Bug: only tracks leads of team A, missing the times team B was ahead.
#include <iostream>
#include <cstdlib>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int a = 0, b = 0, best = 0;
    for (int i = 0; i < n; ++i) {
        char team;
        int p;
        cin >> team >> p;
        if (team == 'A') a += p; else b += p;
        best = max(best, a - b);
    }
    cout << a << " " << b << "\n" << best << "\n";
    return 0;
}
