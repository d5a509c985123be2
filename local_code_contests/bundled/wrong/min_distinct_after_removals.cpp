// Deliberately wrong variant of solutions/min_distinct_after_removals.cpp: removes whole values in increasing order of the value, not of their count.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    map<long long, int> freq;
    for (long long x : a) ++freq[x];
    vector<int> counts;
    for (auto &entry : freq) counts.push_back(entry.second);
    int left = counts.size();
    for (int c : counts)
        if (k >= c) {
            k -= c;
            --left;
        }
    cout << left << "\n";
    return 0;
}
