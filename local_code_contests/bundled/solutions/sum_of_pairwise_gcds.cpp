#include <iostream>
#include <vector>
using namespace std;

long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long total = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) total += gcd(a[i], a[j]);
    cout << total << "\n";
    return 0;
}
