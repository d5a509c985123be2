// Bug: takes the lowest and highest positions only over x_1..x_n and forgets x_0.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long lo, hi;
    cin >> n >> lo >> hi;
    long long pos = 0, low = 4000000000000000000LL, high = -4000000000000000000LL;
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
