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
        for (int step = 1; step <= 3 && step <= i; ++step) ways[i] += ways[i - step];
        ways[i] %= MOD;
    }
    cout << ways[n] << "\n";
    return 0;
}
