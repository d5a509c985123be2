// Deliberately wrong variant of solutions/lcm_with_limit.cpp: checks l * a instead of l / gcd * a against the limit, so it reports -1 too often.
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
        if (l > LIMIT / a) too_big = true;
        else l = l / gcd(l, a) * a;
    }
    cout << (too_big ? -1 : l) << "\n";
    return 0;
}
