// Deliberately wrong variant of solutions/chain_coins_change.cpp: uses the coin values in input order without sorting them.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int k;
    cin >> k;
    vector<long long> coins(k);
    for (auto &c : coins) cin >> c;
    int q;
    cin >> q;
    while (q--) {
        long long x, count = 0;
        cin >> x;
        for (long long c : coins) {
            count += x / c;
            x %= c;
        }
        cout << count << "\n";
    }
    return 0;
}
