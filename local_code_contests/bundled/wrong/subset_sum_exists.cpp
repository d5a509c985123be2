// Deliberately wrong variant of solutions/subset_sum_exists.cpp: only blocks of consecutive numbers are tried.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long s;
    cin >> n >> s;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    bool found = false;
    for (int l = 0; l < n; ++l) {
        long long sum = 0;
        for (int r = l; r < n; ++r) {
            sum += a[r];
            if (sum == s) found = true;
        }
    }
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
