#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long cap;
    cin >> n >> cap;
    vector<pair<long long, long long>> s(n);  // (price per gram, grams)
    for (auto &p : s) cin >> p.second >> p.first;
    sort(s.rbegin(), s.rend());  // the most expensive spice first
    long long total = 0;
    for (auto &p : s) {
        long long take = min(cap, p.second);
        total += take * p.first;
        cap -= take;
    }
    cout << total << "\n";
    return 0;
}
