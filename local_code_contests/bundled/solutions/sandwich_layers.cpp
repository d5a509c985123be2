#include <bits/stdc++.h>
using namespace std;
int main() {
    int b, c, h;
    cin >> b >> c >> h;
    cout << 2 * min(b - 1, c + h) + 1 << "\n";
}
