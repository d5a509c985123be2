// Bug: off by one for odd n: prints -(n / 2) instead of -(n + 1) / 2.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    cout << (n % 2 == 0 ? n / 2 : -(n / 2)) << "\n";
}
