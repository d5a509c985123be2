#include <iostream>
using namespace std;

int main() {
    long long n, b;
    cin >> n >> b;
    int digits = 1;  // zero is written as one digit
    while (n >= b) {
        n /= b;
        ++digits;
    }
    cout << digits << "\n";
    return 0;
}
