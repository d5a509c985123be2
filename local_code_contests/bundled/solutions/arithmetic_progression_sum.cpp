#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, d, n;
    cin >> a >> d >> n;
    cout << a + (n - 1) * d << " " << n * a + d * (n * (n - 1) / 2) << "\n";
}
