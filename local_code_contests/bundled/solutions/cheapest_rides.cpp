#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m, a, b;
    cin >> n >> m >> a >> b;
    long long best = n * a;
    best = min(best, (n / m) * b + (n % m) * a);
    best = min(best, ((n + m - 1) / m) * b);
    cout << best << "\n";
}
