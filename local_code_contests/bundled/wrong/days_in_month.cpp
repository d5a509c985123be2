// Bug: treats every year divisible by 4 as a leap year.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int y, m;
    cin >> y >> m;
    bool leap = y % 4 == 0;
    int d[] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    cout << d[m - 1] << "\n";
}
