// Deliberately wrong variant of solutions/stairs_three_steps.cpp: the counts are ints and the sum of three of them overflows before the modulo.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    vector<int> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; ++i) {
        int sum = 0;
        for (int step = 1; step <= 3 && step <= i; ++step) sum += ways[i - step];
        ways[i] = sum % MOD;
    }
    cout << ways[n] << "\n";
    return 0;
}
