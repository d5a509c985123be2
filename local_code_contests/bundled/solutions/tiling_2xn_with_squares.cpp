#include <iostream>
#include <vector>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; ++i) {
        ways[i] = ways[i - 1];
        if (i >= 2) ways[i] = (ways[i] + 2 * ways[i - 2]) % MOD;
    }
    cout << ways[n] << "\n";
    return 0;
}
