// Deliberately wrong variant of solutions/number_classification.cpp: starts the sum at 1 for every n, so n = 1 comes out PERFECT.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long s = 1;  // 1 divides every number
    for (long long i = 2; i * i <= n; ++i) {
        if (n % i == 0) {
            s += i;
            if (i != n / i) s += n / i;
        }
    }
    if (s == n) cout << "PERFECT\n";
    else if (s > n) cout << "ABUNDANT\n";
    else cout << "DEFICIENT\n";
    return 0;
}
