#include <iostream>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    long long result = 1;
    for (long long i = 2; i <= n; ++i) result = result / gcd(result, i) * i;
    cout << result << "\n";
    return 0;
}
