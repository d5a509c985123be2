// Deliberately wrong variant of solutions/lamps_after_k_walkers.cpp: answers with the number of perfect squares up to n, ignoring k.
#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long count = 0;
    while ((count + 1) * (count + 1) <= n) ++count;
    cout << count << "\n";
    return 0;
}
