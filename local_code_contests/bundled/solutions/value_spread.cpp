#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long mn = a[0], mx = a[0];
    for (long long x : a) {
        if (x < mn) mn = x;
        if (x > mx) mx = x;
    }
    cout << mx - mn << "\n";
    return 0;
}
