// Deliberately wrong variant of solutions/next_prime.cpp: returns n itself when n is prime (greater or equal instead of strictly greater).
#include <iostream>
using namespace std;

bool is_prime(long long x) {
    if (x < 2) return false;
    for (long long d = 2; d * d <= x; ++d) {
        if (x % d == 0) return false;
    }
    return true;
}

int main() {
    long long n;
    cin >> n;
    long long x = n;
    while (!is_prime(x)) ++x;
    cout << x << "\n";
    return 0;
}
