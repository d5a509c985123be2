#include <bits/stdc++.h>
using namespace std;
int main() {
    long long x1, y1, x2, y2, x3, y3;
    cin >> x1 >> y1 >> x2 >> y2 >> x3 >> y3;
    long long c = (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1);
    if (c < 0) c = -c;
    cout << c / 2 << (c % 2 ? ".5" : "") << "\n";
}
