// Deliberately wrong variant of solutions/bouncing_ball.cpp: forgets the case n = 1 and divides by a zero period.
#include <iostream>
using namespace std;

int main() {
    long long n, t;
    cin >> n >> t;
    long long period = 2 * (n - 1), r = t % period;
    cout << (r <= n - 1 ? 1 + r : 1 + period - r) << "\n";
    return 0;
}
