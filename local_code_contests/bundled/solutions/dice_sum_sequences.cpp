#include <iostream>
#include <vector>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int s = 1; s <= n; ++s)
        for (int face = 1; face <= 6 && face <= s; ++face) ways[s] = (ways[s] + ways[s - face]) % MOD;
    cout << ways[n] << "\n";
    return 0;
}
