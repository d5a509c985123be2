#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long p = n;
    for (long long d = 2; d * d <= n; d++) if (n % d == 0) { p = d; break; }
    long long a = n / p;
    cout << a << " " << n - a << "\n";
}
