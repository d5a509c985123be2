// Deliberately wrong variant of solutions/amicable_pair_check.cpp: forgets that a and b must differ, so a perfect number paired with itself passes.
#include <iostream>
using namespace std;

long long proper_sum(long long x) {
    long long sum = 0;
    for (long long i = 1; i * i <= x; ++i) {
        if (x % i == 0) {
            sum += i;
            if (i != x / i) sum += x / i;
        }
    }
    return sum - x;
}

int main() {
    long long a, b;
    cin >> a >> b;
    bool amicable = proper_sum(a) == b && proper_sum(b) == a;
    cout << (amicable ? "YES" : "NO") << "\n";
    return 0;
}
