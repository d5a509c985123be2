// Deliberately wrong variant of solutions/removals_to_equal.cpp: keeps the longest run of equal neighbours instead of the most frequent value.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int best = 0, run = 0;
    long long previous = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        run = (i > 0 && x == previous) ? run + 1 : 1;
        previous = x;
        best = max(best, run);
    }
    cout << n - best << "\n";
    return 0;
}
