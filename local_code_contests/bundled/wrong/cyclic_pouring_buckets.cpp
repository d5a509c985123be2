// Bug: limits a pouring by the target's capacity, forgetting the water already in it.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    long long c[3], m[3];
    for (int i = 0; i < 3; ++i) cin >> c[i] >> m[i];
    int k;
    cin >> k;
    for (int p = 0; p < k; ++p) {
        int from = p % 3, to = (p + 1) % 3;
        long long amount = min(m[from], c[to]);
        m[from] -= amount;
        m[to] += amount;
    }
    cout << m[0] << " " << m[1] << " " << m[2] << "\n";
    return 0;
}
