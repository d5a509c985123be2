// Deliberately wrong variant of solutions/square_free_check.cpp: tries only p * p < n, so a perfect square n = p * p is never tested.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    bool square_free = true;
    for (long long p = 2; p * p < n; ++p)
        if (n % (p * p) == 0) square_free = false;
    cout << (square_free ? "YES" : "NO") << "\n";
    return 0;
}
