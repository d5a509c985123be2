#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long previous = 0;
    int run = 0, best = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        run = (i > 0 && x > previous) ? run + 1 : 1;
        previous = x;
        best = max(best, run);
    }
    cout << best << "\n";
    return 0;
}
