// Bug: rounds the meeting time down instead of checking that it is a whole number of seconds.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long x, y, a, b;
    cin >> x >> y >> a >> b;
    cout << (y - x) / (a + b) << "\n";
}
