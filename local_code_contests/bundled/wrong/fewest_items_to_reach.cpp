// Deliberately wrong variant of solutions/fewest_items_to_reach.cpp: prints n instead of -1 when all coins are not enough.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.rbegin(), a.rend());
    long long sum = 0;
    int taken = 0;
    while (taken < n && sum < target) sum += a[taken++];
    cout << taken << "\n";
    return 0;
}
