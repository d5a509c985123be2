#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, k;
    cin >> a >> b >> k;
    cout << (a - b) * (k / 2) + (k % 2) * a << "\n";
}
