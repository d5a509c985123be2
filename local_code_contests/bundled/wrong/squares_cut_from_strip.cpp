// Bug: counts the squares in an int, which overflows when there are more than 2^31 - 1 of them.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    int cnt = 0;
    while (b > 0) { cnt += a / b; a %= b; swap(a, b); }
    cout << cnt << "\n";
}
