#include <cstdlib>
#include <iostream>
#include <numeric>
using namespace std;

int main() {
    long long x1, y1, x2, y2;
    cin >> x1 >> y1 >> x2 >> y2;
    long long dx = llabs(x2 - x1), dy = llabs(y2 - y1);  // up to 2 * 10^9
    cout << gcd(dx, dy) + 1 << "\n";
    return 0;
}
