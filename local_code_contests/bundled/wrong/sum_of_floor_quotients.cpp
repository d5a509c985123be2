// Bug: keeps the running sum in an int, which overflows for large n.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long s = sqrtl((long double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    int total = 0;
    for (long long i = 1; i <= s; i++) total += n / i;
    cout << 2LL * total - s * s << "\n";
}
