// Bug: takes n / 2 as the number of odd numbers, which is one too few when n is odd.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long odds = n / 2;
    if (k <= odds) cout << 2 * k - 1 << "\n";
    else cout << 2 * (k - odds) << "\n";
    return 0;
}
