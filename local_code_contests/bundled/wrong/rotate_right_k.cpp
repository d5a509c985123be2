// Deliberately wrong variant of solutions/rotate_right_k.cpp: k is read into an int, which cannot hold values above 2^31 - 1.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int shift = k % n;
    for (int i = 0; i < n; ++i) cout << a[(i - shift + n) % n] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
