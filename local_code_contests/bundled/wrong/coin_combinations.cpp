// Deliberately wrong variant of solutions/coin_combinations.cpp: the loops are swapped, so different orders of the same coins are counted separately.
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
    for (int s = 1; s <= x; ++s)
        for (int c : coins)
            if (c <= s) ways[s] = (ways[s] + ways[s - c]) % MOD;
    cout << ways[x] << "\n";
    return 0;
}
