// Bug: the mask loop starts at 0, so the empty subset (sum 0) is counted too.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long count = 0;
    for (int mask = 0; mask < (1 << n); ++mask) {
        long long sum = 0;
        for (int i = 0; i < n; ++i)
            if (mask >> i & 1) sum += a[i];
        if (sum % k == 0) ++count;
    }
    cout << count << "\n";
    return 0;
}
