// Bug: computes n * (n - 1) / 2 in int, which overflows for n above about 46000.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, d;
    int n;
    cin >> a >> d >> n;
    int pairs = n * (n - 1) / 2;
    cout << a + (n - 1) * d << " " << n * a + d * pairs << "\n";
}
