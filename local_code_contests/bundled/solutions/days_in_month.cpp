#include <bits/stdc++.h>
using namespace std;
int main() {
    int y, m;
    cin >> y >> m;
    bool leap = (y % 400 == 0) || (y % 4 == 0 && y % 100 != 0);
    int d[] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    cout << d[m - 1] << "\n";
}
