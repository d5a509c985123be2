#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.rbegin(), a.rend());
    long long best = -1;
    for (int i = 0; i + 2 < n; ++i) {
        if (a[i] < a[i + 1] + a[i + 2]) {
            best = a[i] + a[i + 1] + a[i + 2];
            break;
        }
    }
    cout << best << "\n";
    return 0;
}
