#include <iostream>
#include <vector>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n, x;
    cin >> n >> x;
    vector<int> coins(n);
    for (auto &c : coins) cin >> c;
    vector<long long> ways(x + 1, 0);
    ways[0] = 1;
    for (int c : coins)  // coins in the outer loop: each multiset is counted once
        for (int s = c; s <= x; ++s) ways[s] = (ways[s] + ways[s - c]) % MOD;
    cout << ways[x] << "\n";
    return 0;
}
