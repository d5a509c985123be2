#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long altitude = 0, best = 0;  // the start counts
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        altitude += a;
        best = max(best, altitude);
    }
    cout << best << "\n";
    return 0;
}
