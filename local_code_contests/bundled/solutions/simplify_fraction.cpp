#include <iostream>
#include <numeric>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    if (b < 0) {
        a = -a;
        b = -b;
    }
    long long g = gcd(a, b);  // std::gcd works with absolute values; gcd(0, b) = b
    cout << a / g << "/" << b / g << "\n";
    return 0;
}
