#include <iostream>
using namespace std;

int main() {
    long long n, L, a;
    cin >> n >> L >> a;
    long long freeFrom = 0, breaks = 0;
    for (int i = 0; i < n; ++i) {
        long long t, l;
        cin >> t >> l;
        breaks += (t - freeFrom) / a;
        freeFrom = t + l;
    }
    breaks += (L - freeFrom) / a;  // the time after the last customer
    cout << breaks << "\n";
    return 0;
}
