// Deliberately wrong variant of solutions/buy_two_pay_one.cpp: pairs the items from the cheapest end, so an odd item count pays too much.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    sort(p.begin(), p.end());
    long long total = 0;
    for (int i = 1; i < n; i += 2) total += p[i];
    if (n % 2 == 1) total += p[n - 1];
    cout << total << "\n";
    return 0;
}
