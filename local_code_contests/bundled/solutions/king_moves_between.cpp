#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    cout << max(llabs(a - c), llabs(b - d)) << "\n";
}
