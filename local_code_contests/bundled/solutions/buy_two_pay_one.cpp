#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    sort(p.rbegin(), p.rend());
    long long total = 0;
    for (int i = 0; i < n; i += 2) total += p[i];  // pairs of neighbours from the most expensive down
    cout << total << "\n";
    return 0;
}
