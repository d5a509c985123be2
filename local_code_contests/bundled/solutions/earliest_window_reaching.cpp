#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    long long s;
    cin >> n >> k >> s;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long window = 0;
    for (int i = 0; i < n; ++i) {
        window += a[i];
        if (i >= k) window -= a[i - k];
        if (i >= k - 1 && window >= s) {
            cout << i - k + 2 << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
