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
    long long x;
    cin >> x;
    long long best = a[0];
    for (long long v : a) {
        long long d = llabs(v - x), bd = llabs(best - x);
        if (d < bd || (d == bd && v < best)) best = v;
    }
    cout << best << "\n";
    return 0;
}
