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
    sort(a.rbegin(), a.rend());
    long long total = 0, mine = 0;
    for (long long x : a) total += x;
    int taken = 0;
    while (mine <= total - mine) mine += a[taken++];
    cout << taken << "\n";
    return 0;
}
