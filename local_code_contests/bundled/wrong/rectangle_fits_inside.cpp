// Bug: never tries turning the photo by 90 degrees.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    cout << (a <= c && b <= d ? "YES" : "NO") << "\n";
}
