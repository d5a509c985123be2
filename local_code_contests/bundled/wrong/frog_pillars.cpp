// Deliberately wrong variant of solutions/frog_pillars.cpp: a height difference of exactly d is treated as too large.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long d;
    cin >> n >> d;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    int at = 0;
    while (at + 1 < n && (h[at + 1] - h[at] < d && h[at] - h[at + 1] < d)) ++at;
    cout << at + 1 << "\n";
    return 0;
}
