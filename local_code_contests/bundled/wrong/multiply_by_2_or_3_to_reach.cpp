// Bug: forgets to check that n divides m, so the quotient is silently rounded down.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m;
    cin >> n >> m;
    long long q = m / n, moves = 0;
    while (q % 2 == 0) { q /= 2; moves++; }
    while (q % 3 == 0) { q /= 3; moves++; }
    cout << (q == 1 ? moves : -1) << "\n";
}
