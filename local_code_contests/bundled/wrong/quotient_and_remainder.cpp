// Bug: rounds the quotient up instead of down, so the remainder becomes negative when b does not divide a.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long q = (a + b - 1) / b;
    cout << q << " " << a - q * b << "\n";
    return 0;
}
