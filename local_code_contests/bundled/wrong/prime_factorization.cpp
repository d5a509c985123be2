// Deliberately wrong variant of solutions/prime_factorization.cpp: forgets the prime factor larger than the square root that remains after the loop.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    cin >> n;
    string out;
    for (long long p = 2; p * p <= n; ++p) {
        int k = 0;
        while (n % p == 0) {
            n /= p;
            ++k;
        }
        if (k > 0) {
            if (!out.empty()) out += " * ";
            out += to_string(p);
            if (k > 1) out += "^" + to_string(k);
        }
    }
    cout << out << "\n";
    return 0;
}
