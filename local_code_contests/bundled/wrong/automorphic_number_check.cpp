// Deliberately wrong variant of solutions/automorphic_number_check.cpp: squares n in int, which overflows for n above 46340.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long power = 10;
    while (power <= n) power *= 10;
    int square = n * n;
    cout << ((unsigned)square % power == (unsigned long long)n ? "YES" : "NO") << "\n";
    return 0;
}
