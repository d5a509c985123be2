#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    const long long MOD = 1000000007;
    long long p = 1;
    for (long long x : a) p = p * (x % MOD) % MOD;
    cout << p << "\n";
    return 0;
}
