// Bug: counts the ones of each x with x & 1 and x >>= 1 but stops the inner loop one bit early (while x > 1).
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long total = 0;
    for (int x = 1; x <= n; ++x) {
        int y = x;
        while (y > 1) {
            total += y & 1;
            y >>= 1;
        }
    }
    cout << total << "\n";
    return 0;
}
