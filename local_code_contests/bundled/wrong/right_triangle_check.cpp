// Bug: assumes the third stick is always the hypotenuse.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c;
    cin >> a >> b >> c;
    cout << (a * a + b * b == c * c ? "YES" : "NO") << "\n";
}
