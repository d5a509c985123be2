// Bug: throws away the empty bottles left over after each exchange.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, k;
    cin >> n >> k;
    long long total = n, empty = n;
    while (empty >= k) {
        long long fresh = empty / k;
        total += fresh;
        empty = fresh;
    }
    cout << total << "\n";
}
