// Deliberately wrong variant of solutions/decrement_or_strip_zero.cpp: the loop runs k - 1 times.
#include <iostream>
using namespace std;

int main() {
    long long n;
    int k;
    cin >> n >> k;
    for (int i = 1; i < k; ++i) {
        if (n % 10 != 0) n -= 1;
        else n /= 10;
    }
    cout << n << "\n";
    return 0;
}
