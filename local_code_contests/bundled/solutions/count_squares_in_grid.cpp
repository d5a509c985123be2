#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m;
    cin >> n >> m;
    long long total = 0;
    for (long long k = 1; k <= min(n, m); k++) total += (n - k + 1) * (m - k + 1);
    cout << total << "\n";
}
