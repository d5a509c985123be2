// Bug: adds up the six previous counts in int before taking the remainder, which overflows.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    const int MOD = 1000000007;
    int n;
    cin >> n;
    vector<int> ways(n + 1, 0);
    ways[0] = 1;
    for (int s = 1; s <= n; ++s) {
        int total = 0;
        for (int face = 1; face <= 6 && face <= s; ++face) total += ways[s - face];
        ways[s] = total % MOD;
    }
    cout << ways[n] << "\n";
    return 0;
}
