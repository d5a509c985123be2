// Deliberately wrong variant of solutions/sum_of_all_divisors.cpp: adds the square root of a perfect square twice.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long sum = 0;
    for (long long i = 1; i * i <= n; ++i) {
        if (n % i == 0) sum += i + n / i;
    }
    cout << sum << "\n";
    return 0;
}
