#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    string s;
    cin >> s;
    int n = s.size();
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; ++i) {
        if (s[i - 1] != '0') ways[i] = ways[i - 1];
        if (i >= 2 && s[i - 2] != '0') {
            int v = (s[i - 2] - '0') * 10 + (s[i - 1] - '0');
            if (v <= 26) ways[i] = (ways[i] + ways[i - 2]) % MOD;
        }
    }
    cout << ways[n] << "\n";
    return 0;
}
