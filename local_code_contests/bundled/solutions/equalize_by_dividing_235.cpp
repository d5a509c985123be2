#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    long long ops = 0;
    for (long long p : {2, 3, 5}) {
        int ca = 0, cb = 0;
        while (a % p == 0) { a /= p; ca++; }
        while (b % p == 0) { b /= p; cb++; }
        ops += abs(ca - cb);
    }
    cout << (a == b ? ops : -1) << "\n";
}
