#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    cout << max(0LL, min(b, d) - max(a, c)) << "\n";
}
