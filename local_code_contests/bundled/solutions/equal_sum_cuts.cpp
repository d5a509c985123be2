#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long total = 0;
    for (auto &x : a) {
        cin >> x;
        total += x;
    }
    long long left = 0;
    int cuts = 0;
    for (int k = 1; k < n; ++k) {
        left += a[k - 1];
        if (left == total - left) ++cuts;
    }
    cout << cuts << "\n";
    return 0;
}
