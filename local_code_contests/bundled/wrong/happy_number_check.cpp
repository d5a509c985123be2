// Deliberately wrong variant of solutions/happy_number_check.cpp: stops as soon as the number has one digit, so 7 and numbers reaching it are judged unhappy.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    while (n >= 10) {
        long long next = 0;
        for (long long m = n; m > 0; m /= 10) next += (m % 10) * (m % 10);
        n = next;
    }
    cout << (n == 1 ? "YES" : "NO") << "\n";
    return 0;
}
