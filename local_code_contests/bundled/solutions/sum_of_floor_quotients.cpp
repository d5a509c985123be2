#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long s = sqrtl((long double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    long long total = 0;
    for (long long i = 1; i <= s; i++) total += n / i;
    cout << 2 * total - s * s << "\n";
}
