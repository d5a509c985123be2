#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<bool> prime(n + 1, true);
    prime[0] = prime[1] = false;
    for (long long i = 2; i * i <= n; ++i) {
        if (!prime[i]) continue;
        for (long long j = i * i; j <= n; j += i) prime[j] = false;
    }
    int ways = 0;
    for (int p = 2; p <= n - p; ++p) {  // p <= q = n - p, p = q included
        if (prime[p] && prime[n - p]) ++ways;
    }
    cout << ways << "\n";
    return 0;
}
