// Deliberately wrong variant of solutions/odd_occurrence_value.cpp: looks for the value that occurs exactly once, not an odd number of times.
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
    map<long long, int> freq;
    for (long long v : a) ++freq[v];
    long long x = 0;
    for (auto &entry : freq)
        if (entry.second == 1) x = entry.first;
    cout << x << "\n";
    return 0;
}
