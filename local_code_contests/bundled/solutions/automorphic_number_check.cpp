#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long power = 10;  // 10^(number of digits of n)
    while (power <= n) power *= 10;
    cout << (n * n % power == n ? "YES" : "NO") << "\n";
    return 0;
}
