#include <iostream>
#include <string>
using namespace std;

int main() {
    long long k, n, w;
    cin >> k >> n >> w;
    long long cost = k * w * (w + 1) / 2;
    cout << (cost > n ? cost - n : 0) << "\n";
    return 0;
}
