#include <iostream>
#include <map>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    map<long long, int> count;
    for (auto &x : a) {
        cin >> x;
        ++count[x];
    }
    sort(a.begin(), a.end(), [&](long long x, long long y) {
        if (count[x] != count[y]) return count[x] > count[y];
        return x < y;
    });
    for (int i = 0; i < n; ++i) cout << a[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
