// Bug: prints cost - n even when it is negative instead of 0.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long k, n, w;
    cin >> k >> n >> w;
    long long cost = k * w * (w + 1) / 2;
    cout << cost - n << "\n";
    return 0;
}
