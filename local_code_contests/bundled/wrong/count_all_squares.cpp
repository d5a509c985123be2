// Bug: multiplies the two counts in int, which overflows for large boards before adding to the 64-bit total.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    long long total = 0;
    for (int k = 1; k <= min(n, m); ++k) total += (n - k + 1) * (m - k + 1);
    cout << total << "\n";
    return 0;
}
