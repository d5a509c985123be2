// Bug: two pointers from both ends find the right i but the largest fitting j, not the smallest.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int i = 0, j = n - 1;
    while (i < j) {
        long long sum = a[i] + a[j];
        if (sum == t) {
            cout << i + 1 << " " << j + 1 << "\n";
            return 0;
        }
        if (sum < t) ++i;
        else --j;
    }
    cout << -1 << "\n";
    return 0;
}
