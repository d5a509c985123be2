#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    while (n % 2 == 0) n /= 2;  // only powers of two have no odd divisor above 1
    cout << (n > 1 ? "YES" : "NO") << "\n";
    return 0;
}
