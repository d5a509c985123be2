#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int best = -1;
    for (int mask = 1; mask < (1 << n); ++mask) {
        int x = 0;
        for (int i = 0; i < n; ++i)
            if (mask >> i & 1) x ^= a[i];
        if (x > best) best = x;
    }
    cout << best << "\n";
    return 0;
}
