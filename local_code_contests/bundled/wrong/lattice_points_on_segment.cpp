// Deliberately wrong variant of solutions/lattice_points_on_segment.cpp: uses its own gcd on signed differences, which can come out negative.
#include <iostream>
using namespace std;

long long my_gcd(long long a, long long b) {
    return b == 0 ? a : my_gcd(b, a % b);
}

int main() {
    long long x1, y1, x2, y2;
    cin >> x1 >> y1 >> x2 >> y2;
    cout << my_gcd(x2 - x1, y2 - y1) + 1 << "\n";
    return 0;
}
