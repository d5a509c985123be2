#include <iostream>
using namespace std;

int main() {
    long long a, p, b;
    cin >> a >> p >> b;
    int years = 0;
    while (a < b) {
        a += a * p / 100;  // a < 10^15, so a * p < 10^17
        ++years;
    }
    cout << years << "\n";
    return 0;
}
