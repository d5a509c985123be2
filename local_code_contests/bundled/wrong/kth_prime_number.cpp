// Deliberately wrong variant of solutions/kth_prime_number.cpp: sieves only up to 10^6, which holds just the first 78498 primes.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int k;
    cin >> k;
    const int LIMIT = 1000000;
    vector<bool> composite(LIMIT + 1, false);
    int found = 0;
    for (long long i = 2; i <= LIMIT; ++i) {
        if (composite[i]) continue;
        if (++found == k) {
            cout << i << "\n";
            return 0;
        }
        for (long long j = i * i; j <= LIMIT; j += i) composite[j] = true;
    }
    cout << -1 << "\n";
    return 0;
}
