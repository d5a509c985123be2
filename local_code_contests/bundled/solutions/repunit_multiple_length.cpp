#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long remainder = 0;
    // The remainders of the first n repunits: if none is 0, they repeat and none ever will be.
    for (long long k = 1; k <= n; ++k) {
        remainder = (remainder * 10 + 1) % n;
        if (remainder == 0) {
            cout << k << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
