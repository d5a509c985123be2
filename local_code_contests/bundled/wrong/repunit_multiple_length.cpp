// Deliberately wrong variant of solutions/repunit_multiple_length.cpp: gives up after 1000 lengths, but the answer can be as large as n.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long remainder = 0;
    for (long long k = 1; k <= 1000; ++k) {
        remainder = (remainder * 10 + 1) % n;
        if (remainder == 0) {
            cout << k << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
