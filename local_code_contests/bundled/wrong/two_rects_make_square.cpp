// Bug: never turns the rectangles, so it only works when the common side is given first in both.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int a1, b1, a2, b2;
    cin >> a1 >> b1 >> a2 >> b2;
    cout << (a1 == a2 && b1 + b2 == a1 ? "YES" : "NO") << "\n";
}
