#include <iostream>
using namespace std;

int main() {
    long long a, b, n;
    cin >> a >> b >> n;
    long long ways = 0;
    for (long long x = 0; a * x <= n; ++x) {
        if ((n - a * x) % b == 0) ++ways;
    }
    cout << ways << "\n";
    return 0;
}
