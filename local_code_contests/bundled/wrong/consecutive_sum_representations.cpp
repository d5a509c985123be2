// Deliberately wrong variant of solutions/consecutive_sum_representations.cpp: counts the square root of a perfect square twice.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    while (n % 2 == 0) n /= 2;
    long long count = 0;
    for (long long i = 1; i * i <= n; ++i)
        if (n % i == 0) count += 2;
    cout << count << "\n";
    return 0;
}
