// Bug: fills the bags in order of capacity instead of the number of missing rocks.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<pair<long long, long long>> bag(n);
    for (auto &b : bag) cin >> b.first;
    for (auto &b : bag) cin >> b.second;
    sort(bag.begin(), bag.end());
    int full = 0;
    for (auto &b : bag) {
        long long x = b.first - b.second;
        if (x <= k) k -= x, ++full;
        else break;
    }
    cout << full << "\n";
    return 0;
}
