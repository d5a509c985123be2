#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    long long cnt = 0;
    while (b > 0) { cnt += a / b; a %= b; swap(a, b); }
    cout << cnt << "\n";
}
