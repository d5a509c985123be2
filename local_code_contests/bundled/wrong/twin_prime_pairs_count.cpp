// Deliberately wrong variant of solutions/twin_prime_pairs_count.cpp: requires p + 2 < n, missing the pair that ends exactly at n.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<bool> composite(n + 3, false);
    composite[0] = composite[1] = true;
    for (long long i = 2; i <= n; ++i)
        if (!composite[i])
            for (long long j = i * i; j <= n; j += i) composite[j] = true;
    int count = 0;
    for (int p = 2; p + 2 < n; ++p)
        if (!composite[p] && !composite[p + 2]) ++count;
    cout << count << "\n";
    return 0;
}
