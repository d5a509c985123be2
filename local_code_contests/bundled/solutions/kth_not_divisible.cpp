#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    // Each block of n consecutive numbers holds n - 1 good ones; the k-th skips (k - 1) / (n - 1) multiples of n.
    cout << k + (k - 1) / (n - 1) << "\n";
    return 0;
}
