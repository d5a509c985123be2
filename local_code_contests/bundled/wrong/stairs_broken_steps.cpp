// Bug: takes the remainder only at the end, so the counts overflow long long for large n.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n, k;
    cin >> n >> k;
    vector<bool> broken(n + 1, false);
    for (int i = 0; i < k; ++i) {
        int x;
        cin >> x;
        broken[x] = true;
    }
    vector<unsigned long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; ++i) {
        if (broken[i]) continue;
        ways[i] = ways[i - 1];
        if (i >= 2) ways[i] += ways[i - 2];
    }
    cout << ways[n] % MOD << "\n";
    return 0;
}
