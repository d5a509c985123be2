#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long c[36] = {};
    c[0] = 1;
    // The first bracket is closed after a balanced block of i pairs, followed by n - 1 - i more pairs.
    for (int m = 1; m <= n; ++m) {
        for (int i = 0; i < m; ++i) c[m] += c[i] * c[m - 1 - i];
    }
    cout << c[n] << "\n";
    return 0;
}
