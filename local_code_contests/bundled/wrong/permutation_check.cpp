// Deliberately wrong variant of solutions/permutation_check.cpp: only checks that the sum equals 1 + 2 + ... + n.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        sum += x;
    }
    bool ok = sum == (long long)n * (n + 1) / 2;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
