// Deliberately wrong variant of solutions/primes_in_range.cpp: does not mark 1 as non-prime, so it counts 1 when l = 1.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int l, r;
    cin >> l >> r;
    vector<bool> composite(r + 1, false);
    int count = 0;
    for (int i = 1; i <= r; ++i) {
        if (composite[i]) continue;
        if (i >= l) ++count;
        if (i == 1) continue;
        for (long long j = (long long)i * i; j <= r; j += i) composite[j] = true;
    }
    cout << count << "\n";
    return 0;
}
