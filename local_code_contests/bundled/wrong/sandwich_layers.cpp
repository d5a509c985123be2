// Bug: off by one: allows as many fillings as there are slices of bread.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int b, c, h;
    cin >> b >> c >> h;
    cout << 2 * min(b, c + h) + 1 << "\n";
}
