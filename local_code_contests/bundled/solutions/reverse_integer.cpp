#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    bool negative = n < 0;
    if (negative) n = -n;
    long long r = 0;
    while (n > 0) {  // at most 18 digits come back: 10^18 reverses to 1
        r = r * 10 + n % 10;
        n /= 10;
    }
    if (negative && r != 0) cout << "-";
    cout << r << "\n";
    return 0;
}
