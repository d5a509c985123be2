// Bug: accepts equal neighbours, checking non-decreasing instead of strictly increasing.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int count = 0;
    for (int i = 0; i + k <= n; ++i) {
        bool ok = true;
        for (int j = i + 1; j < i + k; ++j)
            if (a[j] < a[j - 1]) ok = false;
        if (ok) ++count;
    }
    cout << count << "\n";
    return 0;
}
