#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int steps = 0;
    while (n >= 10) {
        long long product = 1;
        for (long long m = n; m > 0; m /= 10) product *= m % 10;
        n = product;
        ++steps;
    }
    cout << steps << "\n";
    return 0;
}
