// Bug: rounds L / d down, leaving a gap longer than d when d does not divide L.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long L, d;
    cin >> L >> d;
    cout << L / d + 1 << "\n";
}
