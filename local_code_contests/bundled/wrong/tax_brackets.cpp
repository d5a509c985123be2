// Bug: taxes all income above 10000 at the top rate reached, instead of bracket by bracket.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    long long rate = n > 40000 ? 25 : 10;
    cout << max(0LL, n - 10000) * rate / 100 << "\n";
}
