#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long count = 0;
    for (long long i = 1; i * i <= n; ++i) {
        if (n % i == 0) count += (i * i == n) ? 1 : 2;  // i and n / i, once if they coincide
    }
    cout << count << "\n";
    return 0;
}
