#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    long long best = -1;
    int i = 0, j = 0;
    while (i < n && j < m) {  // move the pointer at the smaller number
        long long d = a[i] > b[j] ? a[i] - b[j] : b[j] - a[i];
        if (best < 0 || d < best) best = d;
        if (a[i] < b[j]) ++i;
        else ++j;
    }
    cout << best << "\n";
    return 0;
}
