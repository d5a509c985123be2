#include <iostream>
#include <numeric>
using namespace std;

int main() {
    const long long LIMIT = 1000000000000000000LL;
    int n;
    cin >> n;
    long long l = 1;
    bool too_big = false;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        if (too_big) continue;
        long long x = l / gcd(l, a);
        if (x > LIMIT / a) too_big = true;  // x * a > LIMIT, checked without overflow
        else l = x * a;
    }
    cout << (too_big ? -1 : l) << "\n";
    return 0;
}
