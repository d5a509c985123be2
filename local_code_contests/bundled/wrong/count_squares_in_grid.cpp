// Bug: computes each term (n - k + 1) * (m - k + 1) in int, which overflows for large boards.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    cin >> n >> m;
    long long total = 0;
    for (int k = 1; k <= min(n, m); k++) total += (n - k + 1) * (m - k + 1);
    cout << total << "\n";
}
