#include <iostream>
using namespace std;

long long squares_up_to(long long n) {
    return n * (n + 1) * (2 * n + 1) / 6;  // at most about 6.7e17 for n = 10^6
}

int main() {
    long long l, r;
    cin >> l >> r;
    cout << squares_up_to(r) - squares_up_to(l - 1) << "\n";
    return 0;
}
