// Deliberately wrong variant of solutions/gather_at_median.cpp: the distances are added up in int and overflow.
#include <iostream>
#include <vector>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> x(n);
    for (auto &v : x) cin >> v;
    sort(x.begin(), x.end());
    int median = x[n / 2], total = 0;
    for (int v : x) total += abs(v - median);
    cout << total << "\n";
    return 0;
}
