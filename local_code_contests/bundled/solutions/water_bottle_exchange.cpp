#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, k;
    cin >> n >> k;
    long long total = n, empty = n;
    while (empty >= k) {
        long long fresh = empty / k;
        total += fresh;
        empty = empty % k + fresh;
    }
    cout << total << "\n";
}
