// Bug: multiplies two ints, so the product overflows before it is stored in a long long.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    long long p = a * b;
    cout << p << "\n";
    return 0;
}
