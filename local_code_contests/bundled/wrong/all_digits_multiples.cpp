// Bug: multiplies in 32-bit ints, which overflow for large N.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    if (n == 0) {
        cout << "INSOMNIA\n";
        return 0;
    }
    bool seen[10] = {false};
    int count = 0;
    for (long long k = 1;; ++k) {
        long long v = (int)k * (int)n;
        for (long long t = v; t > 0; t /= 10)
            if (!seen[t % 10]) { seen[t % 10] = true; ++count; }
        if (count == 10) {
            cout << v << "\n";
            return 0;
        }
    }
}
