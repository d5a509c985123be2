// Deliberately wrong variant of solutions/divisible_by_a_or_b_count.cpp: subtracts the multiples of a * b instead of lcm(a, b).
#include <iostream>
using namespace std;

int main() {
    long long n, a, b;
    cin >> n >> a >> b;
    cout << n / a + n / b - n / (a * b) << "\n";
    return 0;
}
