#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    cin >> n;
    string out;
    auto add = [&](long long p, int k) {
        if (!out.empty()) out += " * ";
        out += to_string(p);
        if (k > 1) out += "^" + to_string(k);
    };
    for (long long p = 2; p * p <= n; ++p) {
        int k = 0;
        while (n % p == 0) {
            n /= p;
            ++k;
        }
        if (k > 0) add(p, k);
    }
    if (n > 1) add(n, 1);  // a prime factor larger than the square root
    cout << out << "\n";
    return 0;
}
