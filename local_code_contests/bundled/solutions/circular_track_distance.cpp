#include <bits/stdc++.h>
using namespace std;
int main() {
    long long L, a, b;
    cin >> L >> a >> b;
    long long d = llabs(a - b);
    cout << min(d, L - d) << "\n";
}
