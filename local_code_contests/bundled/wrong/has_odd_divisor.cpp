// Bug: stores n in an int, which cannot hold values above 2^31 - 1.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long big;
    cin >> big;
    int n = big;
    while (n != 0 && n % 2 == 0) n /= 2;
    cout << (n > 1 ? "YES" : "NO") << "\n";
}
