#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int k;
    cin >> k;
    vector<long long> coins(k);
    for (auto &c : coins) cin >> c;
    sort(coins.rbegin(), coins.rend());
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
