#include <iostream>
#include <vector>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    sort(x.begin(), x.end());
    long long median = x[n / 2], total = 0;
    for (long long v : x) total += llabs(v - median);
    cout << total << "\n";
    return 0;
}
