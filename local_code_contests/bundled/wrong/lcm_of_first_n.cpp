// Deliberately wrong variant of solutions/lcm_of_first_n.cpp: keeps the result in int, which overflows from n = 23 on.
#include <iostream>
using namespace std;

int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    int result = 1;
    for (int i = 2; i <= n; ++i) result = result / gcd(result, i) * i;
    cout << result << "\n";
    return 0;
}
