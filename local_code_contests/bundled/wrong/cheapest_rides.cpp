// Bug: never considers buying one extra pass instead of single tickets for the remaining rides.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m, a, b;
    cin >> n >> m >> a >> b;
    cout << min(n * a, (n / m) * b + (n % m) * a) << "\n";
}
