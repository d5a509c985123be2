// Deliberately wrong variant of solutions/balanced_split_weights.cpp: greedy: sorts the weights in decreasing order and puts each into the lighter group.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> w(n);
    for (auto &x : w) cin >> x;
    sort(w.rbegin(), w.rend());
    long long first = 0, second = 0;
    for (long long x : w) {
        if (first <= second) first += x;
        else second += x;
    }
    cout << (first > second ? first - second : second - first) << "\n";
    return 0;
}
