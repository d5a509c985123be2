// Deliberately wrong variant of solutions/kth_not_divisible.cpp: skips k / (n - 1) multiples, one too many when n - 1 divides k.
#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    cout << k + k / (n - 1) << "\n";
    return 0;
}
