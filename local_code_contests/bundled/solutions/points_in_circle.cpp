#include <bits/stdc++.h>
using namespace std;
long long isq(long long v) {
    long long s = sqrtl((long double)v);
    while (s * s > v) s--;
    while ((s + 1) * (s + 1) <= v) s++;
    return s;
}
int main() {
    long long r;
    cin >> r;
    long long total = 0;
    for (long long x = -r; x <= r; x++) total += 2 * isq(r * r - x * x) + 1;
    cout << total << "\n";
}
