#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int shift = k % n;
    for (int i = 0; i < n; ++i) cout << a[(i - shift + n) % n] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
