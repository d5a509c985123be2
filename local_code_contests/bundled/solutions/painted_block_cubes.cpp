#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    long long a, b, c;
    cin >> a >> b >> c;
    // The clean cubes form the inner block, which is empty when a side is at most 2.
    long long inner = max(0LL, a - 2) * max(0LL, b - 2) * max(0LL, c - 2);
    cout << a * b * c - inner << "\n";
    return 0;
}
