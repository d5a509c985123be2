// Deliberately wrong variant of solutions/rotate_array_right.cpp: k is read into an int, which cannot hold values up to 10^18.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    int k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int shift = (int)(k % n);
    for (int i = 0; i < n; ++i) cout << a[(i - shift + n) % n] << (i + 1 == n ? "\n" : " ");
    return 0;
}
