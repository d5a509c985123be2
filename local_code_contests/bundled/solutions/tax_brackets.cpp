#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long hundredths = 10 * max(0LL, min(n, 40000LL) - 10000) + 25 * max(0LL, n - 40000);
    cout << hundredths / 100 << "\n";
}
