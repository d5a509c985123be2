#include <iostream>
using namespace std;

int main() {
    long long n, t;
    cin >> n >> t;
    if (n == 1) {
        cout << 1 << "\n";
        return 0;
    }
    long long period = 2 * (n - 1), r = t % period;
    cout << (r <= n - 1 ? 1 + r : 1 + period - r) << "\n";
    return 0;
}
