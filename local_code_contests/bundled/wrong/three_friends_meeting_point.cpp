// Bug: assumes the friends are given in sorted order and meets at x_2.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c;
    cin >> a >> b >> c;
    cout << llabs(a - b) + llabs(b - c) << "\n";
}
