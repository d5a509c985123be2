// Deliberately wrong variant of solutions/remainders_sum.cpp: accumulates the sum in int.
#include <iostream>
using namespace std;

int main() {
    long long n;
    int k;
    cin >> n >> k;
    int sum = 0;
    for (int i = 1; i <= k; ++i) sum += n % i;
    cout << sum << "\n";
    return 0;
}
