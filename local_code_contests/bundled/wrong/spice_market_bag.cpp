// Bug: takes the spices in order of their whole stock's value w_i * p_i instead of the price per gram.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long cap;
    cin >> n >> cap;
    vector<pair<long long, long long>> s(n);
    for (auto &p : s) cin >> p.second >> p.first;
    sort(s.begin(), s.end(), [](const pair<long long, long long> &x, const pair<long long, long long> &y) {
        return (__int128)x.first * x.second > (__int128)y.first * y.second;
    });
    long long total = 0;
    for (auto &p : s) {
        long long take = min(cap, p.second);
        total += take * p.first;
        cap -= take;
    }
    cout << total << "\n";
    return 0;
}
