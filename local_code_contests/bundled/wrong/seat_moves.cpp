// Bug: sorts the seats but not the students.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> p(n), q(n);
    for (auto &x : p) cin >> x;
    for (auto &x : q) cin >> x;
    sort(p.begin(), p.end());
    long long moves = 0;
    for (int i = 0; i < n; ++i) moves += p[i] > q[i] ? p[i] - q[i] : q[i] - p[i];
    cout << moves << "\n";
    return 0;
}
