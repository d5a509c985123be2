// Deliberately wrong variant of solutions/gas_station_refills.cpp: a point exactly R kilometres away is treated as out of reach.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    long long d, r;
    int n;
    cin >> d >> r >> n;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    long long reach = r;
    int refills = 0, i = 0;
    while (reach <= d) {
        long long best = -1;
        while (i < n && p[i] < reach) best = p[i++];
        if (best < 0) {
            refills = -1;
            break;
        }
        reach = best + r;
        ++refills;
    }
    cout << refills << "\n";
    return 0;
}
