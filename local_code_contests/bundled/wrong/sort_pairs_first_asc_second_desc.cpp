// Bug: sorts pairs with equal first numbers by increasing second number (plain pair order).
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> p(n);
    for (auto &q : p) cin >> q.first >> q.second;
    sort(p.begin(), p.end());
    for (auto &q : p) cout << q.first << " " << q.second << "\n";
    return 0;
}
