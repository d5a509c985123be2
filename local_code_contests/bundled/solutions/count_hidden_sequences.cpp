#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long lo, hi;
    cin >> n >> lo >> hi;
    long long pos = 0, low = 0, high = 0;  // x_i - x_0 over all i, including i = 0
    for (int i = 0; i < n; ++i) {
        long long d;
        cin >> d;
        pos += d;
        low = min(low, pos);
        high = max(high, pos);
    }
    long long ways = (hi - lo) - (high - low) + 1;
    cout << max(0LL, ways) << "\n";
    return 0;
}
