#include <iostream>
using namespace std;

bool is_prime(int x) {
    if (x < 2) return false;
    for (int d = 2; d * d <= x; ++d)
        if (x % d == 0) return false;
    return true;
}

int main() {
    int l, r;
    cin >> l >> r;
    int count = 0;
    for (int x = l; x <= r; ++x)
        if (is_prime(__builtin_popcount(x))) ++count;
    cout << count << "\n";
    return 0;
}
